/**
 * The studio's images in the browser (R-FILE-1): the upload and an image's address, through the
 * typed client over domain/contracts/files.ts (decision 088). References and presentations send
 * their images here.
 */
import { filesApi, type UPLOADABLE_PURPOSES } from "#domain/contracts/files";
import type { StoredFile } from "#domain/files";
import { call, hrefOf } from "#web/lib/api";

/** `POST /api/files`: the image with what it is for, checked by the server by its bytes and size. */
export function uploadImage(file: File, purpose: (typeof UPLOADABLE_PURPOSES)[number]): Promise<StoredFile> {
  const form = new FormData();
  form.set("file", file);
  form.set("purpose", purpose);
  return call(filesApi.upload, { body: form });
}

/** The address of an uploaded image (the browser sends the session cookie). */
export const fileUrl = (id: string) => hrefOf(filesApi.get, { params: { id } });
