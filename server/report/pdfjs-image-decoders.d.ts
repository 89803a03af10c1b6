declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(opts: {
      width: number;
      height: number;
      forceRGB?: boolean;
      forceRGBA?: boolean;
    }): Uint8ClampedArray;
  }
}
