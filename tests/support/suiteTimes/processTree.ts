import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc/<pid>/stat shows it: its parent and the CPU it has used so far. */
export interface ProcessCpu {
  pid: number;
  ppid: number;
  /** User and system time, in clock ticks (100 a second on Linux). */
  ticks: number;
}

export const TICKS_PER_SECOND = 100;

const statOf = (pid: string): ProcessCpu | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone between the listing and the read
  }
};

/** `root` and every process below it, with their CPU so far; empty where there is no /proc. */
export const processTree = (root: number): ProcessCpu[] => {
  let all: ProcessCpu[];
  try {
    all = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => statOf(pid) ?? []);
  } catch {
    return [];
  }
  const children = new Map<number, ProcessCpu[]>();
  for (const entry of all) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const tree: ProcessCpu[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      tree.push(child);
      visit(child.pid);
    }
  };
  const self = all.find((entry) => entry.pid === root);
  if (self) tree.push(self);
  visit(root);
  return tree;
};
