import { parentPort } from 'node:worker_threads';
import { extractInProcess } from './extract-in-process.ts';
import { installNativeInflate } from './pdfjs.ts';
import type { PageProgress, ReportMediaType } from './types.ts';
import { ReportExtractionError } from './types.ts';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  mediaType: ReportMediaType;
}

export type WorkerResponse =
  | { id: number; ok: true; report: Awaited<ReturnType<typeof extractInProcess>> }
  | { id: number; ok: false; patientMessage: string; internal?: string };

/** Sent while a job is read (a scanned PDF's pages); never after its response. */
export interface WorkerProgress {
  id: number;
  progress: PageProgress;
}

export type WorkerMessage = WorkerResponse | WorkerProgress;

const port = parentPort;
if (port) {
  installNativeInflate();
  port.on('message', async (request: WorkerRequest) => {
    let response: WorkerResponse;
    try {
      const report = await extractInProcess(request.bytes, request.mediaType, (progress) => {
        const message: WorkerProgress = { id: request.id, progress };
        port.postMessage(message);
      });
      response = { id: request.id, ok: true, report };
    } catch (error) {
      response =
        error instanceof ReportExtractionError
          ? { id: request.id, ok: false, patientMessage: error.message }
          : {
              id: request.id,
              ok: false,
              patientMessage: 'The report could not be read.',
              internal: error instanceof Error ? error.message : String(error),
            };
    }
    port.postMessage(response);
  });
}
