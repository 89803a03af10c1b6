/** A message the patient sees, as the diagrams name it. */
export interface Message {
  /** “Title”, or words for a message made at run time. */
  short: string;
  /** The full text (title and description) for the prose. */
  full: string;
}
