/**
 * Hands the visitor a file made in the browser (a calendar file), as a download with its name.
 * Returns false when this browser could not make it, so the page can say so.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

export function downloadTextFile(fileName: string, text: string, mediaType: string): boolean {
  try {
    const url = URL.createObjectURL(new Blob([text], { type: mediaType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Freed once the browser has surely read it (revoking at once can cancel a slow download).
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    return true;
  } catch {
    return false;
  }
}
