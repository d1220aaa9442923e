// Problem admin API: POST /api/admin/problem/compile-spj — compiles a checker or interactor on a judge server.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CompileSpjRequest {
  code: string;
  /** Language name (C/C++ family). */
  language: string;
  mode: 'spj' | 'interactive';
  /** Judge extra files (headers such as testlib.h) the source includes. */
  extraFiles?: Record<string, string>;
  /** A group's problem form: its admins may compile. */
  gid?: number | null;
}

/** Silent: a compile error (400) opens the Compile Error dialog instead of a toast. */
export const compileSpj = (body: CompileSpjRequest): Promise<null> =>
  api.post<null>('/admin/problem/compile-spj', body, { silent: true, timeoutMs: 90_000 });

export const useCompileSpj = () => useMutation({ mutationFn: compileSpj });
