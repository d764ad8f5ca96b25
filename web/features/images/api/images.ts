import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { generatedImageListSchema, generatedImageSchema, imageQuotaSchema, type GeneratedImage, type ImageInput } from "#domain/images.schema";
import { noContent, request } from "#web/lib/api";

const KEY = ["images"] as const;

/** `GET /api/images`: the studio's gallery, newest first (R-IMG-3). */
export const imagesQueryOptions = queryOptions({
  queryKey: [...KEY, "list"] as const,
  queryFn: () => request(generatedImageListSchema, "GET", "/api/images"),
});

/** `GET /api/images/quota`: this month's count and the plan's limit. */
export const imageQuotaQueryOptions = queryOptions({
  queryKey: [...KEY, "quota"] as const,
  queryFn: () => request(imageQuotaSchema, "GET", "/api/images/quota"),
});

export const useImages = () => useQuery(imagesQueryOptions);
export const useImageQuota = () => useQuery(imageQuotaQueryOptions);

/** `POST /api/images`: up to 30 s (R-IMG-2); the gallery and the count are asked again after. */
export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImageInput) => request(generatedImageSchema, "POST", "/api/images", input),
    onSuccess: (image) => {
      queryClient.setQueryData(imagesQueryOptions.queryKey, (list: GeneratedImage[] | undefined) => (list ? [image, ...list.filter((i) => i.id !== image.id)] : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/images/${id}`),
    onSuccess: (_, id) => {
      queryClient.setQueryData(imagesQueryOptions.queryKey, (list: GeneratedImage[] | undefined) => list?.filter((i) => i.id !== id));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
