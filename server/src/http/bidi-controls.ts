/**
 * Unicode's bidirectional controls (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069, the marks U+200E, U+200F and U+061C) change the order in which text is shown:
 * `invoice<U+202E>fdp.exe.pdf` reads as "invoicefdp.exe" ending in "pdf" backwards, a program
 * dressed as a PDF. No file name needs them, so an uploaded name loses them before it is stored,
 * and a name is sent without them in Content-Disposition (names stored before included).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
