export function pythonFunctions(source: string): { fns: Map<string, string>; subjects: Map<string, string> };
export function subjectCode(scene: string, subject: string, options?: { deep?: boolean }): string;
export function normalised(code: string): string;
export function sourceHash(entry: {
  scene: string;
  subject: string;
  mobSubject?: string;
  [setting: string]: unknown;
}): string;
export function sectionLayout(subject: string): string;
export const RECORD: string;
export function readRecord(): Record<string, string>;
export function writeRecord(updates: Record<string, string>): void;
