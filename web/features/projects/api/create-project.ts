import { useMutation } from "@tanstack/react-query";
import { projectSchema, type Project, type ProjectInput } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";

/** `POST /api/projects` (402 beyond the plan's projects). */
export async function createProject(input: ProjectInput): Promise<Project> {
  return request(projectSchema, "POST", "/api/projects", input);
}

export function useCreateProject() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidate() });
}
