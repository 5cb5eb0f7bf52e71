/**
 * The text of a CSV file. Spreadsheets save UTF-8 or, in Germany often, Windows-1252: bytes that
 * are not valid UTF-8 are read as Windows-1252 so umlauts survive either way.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(await file.arrayBuffer());
}
