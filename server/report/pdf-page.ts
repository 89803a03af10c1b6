// What a PDF reader gives the layout: both readers (Poppler, pdf.js) and OCR words speak it.

/** One run of text on a page with its position (PDF user space, y grows upwards). */
export interface PositionedItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** The font size. */
  height: number;
}

export interface PdfPage {
  items: PositionedItem[];
  width: number;
  height: number;
}
