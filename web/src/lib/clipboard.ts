/**
 * copyText puts text on the clipboard: the Clipboard API where the browser allows it, else
 * the old selection-and-copy way that older Android browsers still need. It reports success.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && 'clipboard' in navigator) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // execCommand is deprecated but is the only way left on browsers without the Clipboard API.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * copyTextLater puts text that is still being fetched on the clipboard. Safari allows a write
 * only within the tap that asked for it, so the write starts at once with the text to come
 * (a ClipboardItem holding a promise); where that is refused, the text is copied as copyText
 * does once it has come. It reports success; it fails as text does.
 */
export async function copyTextLater(text: Promise<string>): Promise<boolean> {
  if (window.isSecureContext && typeof ClipboardItem !== 'undefined' && 'clipboard' in navigator) {
    try {
      const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
      blob.catch(() => undefined); // its failure is the text's, reported below, not unhandled
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Refused, or the text failed: the fallback below waits for it (and throws its error).
    }
  }
  return copyText(await text);
}
