/**
 * Generated images in the browser (R-IMG-2, R-IMG-3): the one query definition of each read and
 * the mutations, all through the typed client over domain/contracts/images.ts (decision 088). The
 * images page and the presentation wizard's "Imagens geradas" read the gallery under these keys.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { imagesApi } from "#domain/contracts/images";
import type { GeneratedImage, ImageInput } from "#domain/images.schema";
import { call } from "#web/lib/api";

const IMAGES_KEY = ["images"] as const;

/** The keys of the images' reads: the only ones used to read or refresh them. */
export const imageQueries = {
  all: IMAGES_KEY,
  /** `GET /api/images`: the studio's gallery, newest first (R-IMG-3). */
  list: () => queryOptions({ queryKey: [...IMAGES_KEY, "list"] as const, queryFn: () => call(imagesApi.list) }),
  /** `GET /api/images/quota`: this month's count and the plan's limit. */
  quota: () => queryOptions({ queryKey: [...IMAGES_KEY, "quota"] as const, queryFn: () => call(imagesApi.quota) }),
};

export const useImages = () => useQuery(imageQueries.list());
export const useImageQuota = () => useQuery(imageQueries.quota());

/** `POST /api/images`: up to 30 s (R-IMG-2); the gallery and the count are asked again after. */
export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImageInput) => call(imagesApi.create, { body }),
    onSuccess: (image) => {
      queryClient.setQueryData(imageQueries.list().queryKey, (list: GeneratedImage[] | undefined) => (list ? [image, ...list.filter((i) => i.id !== image.id)] : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}

/** `DELETE /api/images/{id}`: the image and its file; gone from the gallery at once. */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(imagesApi.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData(imageQueries.list().queryKey, (list: GeneratedImage[] | undefined) => list?.filter((i) => i.id !== id));
      void queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
    },
  });
}
