import { readdirSync, readFileSync } from "node:fs";

// CPU time (user + system) of every process in a process group, from /proc (Linux only),
// so the report can show the server's CPU per request. Null where /proc is unavailable.

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every mainstream Linux build

export function groupCpuMs(groupId: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // The command name (field 2) may hold spaces and parentheses: split after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] is field 3 (state): pgrp is field 5, utime 14, stime 15.
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
