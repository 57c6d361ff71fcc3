/**
 * Finding a server's process by its port and measuring its memory (the benchmarks and the defence
 * probe start servers through tsx, which runs the server in a child process).
 */
import fs from 'node:fs';

/** Resident memory of a process and its descendants (tsx runs the server in a child process). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const walk = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      total += Number(m?.[1] ?? 0) * 1024;
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return total;
}

/** The process listening on `port` on this machine: the server itself (found through /proc/net/tcp's inode, IPv4 or IPv6). */
export function appPidOn(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const line = ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => fs.readFileSync(table, 'utf8').split('\n'))
    .find((l) => l.includes(`:${hex} `) && l.trim().split(/\s+/)[3] === '0A');
  const inode = line?.trim().split(/\s+/)[9];
  if (!inode) throw new Error(`nothing listens on ${port}`);
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
    } catch {
      // not ours to read, or gone
    }
  }
  throw new Error(`no process owns port ${port}`);
}
