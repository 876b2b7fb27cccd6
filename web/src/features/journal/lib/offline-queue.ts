import type { NoteInput } from '../api/journal-api';

// Notes saved while offline wait in the browser's IndexedDB, each with the key its save
// carries, and are sent when the connection returns. The server stores a key once, so a save
// that reached it before the answer was lost is never made twice.

const DB_NAME = 'kajian-kita';
const STORE = 'pending-notes';

export interface PendingNote {
  client_key: string;
  user_id: string;
  input: NoteInput;
  queued_at: string;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(STORE, { keyPath: 'client_key' });
    };
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = fn(tx.objectStore(STORE));
      tx.oncomplete = () => {
        resolve(req.result);
      };
      tx.onerror = () => {
        reject(tx.error ?? new Error('IndexedDB transaction failed'));
      };
    });
  } finally {
    db.close();
  }
}

export function queueNote(p: PendingNote): Promise<IDBValidKey> {
  return run('readwrite', (s) => s.put(p));
}

export function pendingNotes(userId: string): Promise<PendingNote[]> {
  return run('readonly', (s) => s.getAll() as IDBRequest<PendingNote[]>).then((all) => all.filter((p) => p.user_id === userId));
}

export function dropPending(clientKey: string): Promise<undefined> {
  return run('readwrite', (s) => s.delete(clientKey));
}

/** newClientKey names one save of a new note. */
export function newClientKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${String(Date.now())}-${String(Math.random()).slice(2)}`;
}
