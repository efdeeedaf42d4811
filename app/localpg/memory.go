package localpg

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
)

// Bounds of the private cluster's shared_buffers (SharedBuffers).
const (
	// SharedBuffersMin is PostgreSQL's own default, used when the
	// machine's memory is unknown or small.
	SharedBuffersMin = 128 << 20
	// SharedBuffersMax caps shared_buffers: 1 GB holds the hot part of
	// every workload measured (docs/operations.md, "Sizing PostgreSQL"),
	// including a 100,000-chunk corpus's search indexes and heap (~420 MB).
	SharedBuffersMax = 1 << 30
	// SharedBuffersDivisor: shared_buffers is this fraction (1/8) of
	// memory, half of the quarter PostgreSQL's manual suggests for a
	// dedicated server, because baton and the OS cache share the machine.
	SharedBuffersDivisor = 8
)

// SharedBuffers is the shared_buffers the private cluster starts with on a
// machine of memory bytes (0: unknown): memory/SharedBuffersDivisor, within
// [SharedBuffersMin, SharedBuffersMax], in whole megabytes.
func SharedBuffers(memory int64) int64 {
	return min(max(memory/SharedBuffersDivisor, SharedBuffersMin), SharedBuffersMax) >> 20 << 20
}

// memoryTotal is the memory this process may use, in bytes: the machine's
// (MemTotal of /proc/meminfo), or its cgroup's limit when that is lower
// (a container); 0 when neither is readable (not Linux).
func memoryTotal() int64 {
	total := int64(0)
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			if f := strings.Fields(sc.Text()); len(f) == 3 && f[0] == "MemTotal:" && f[2] == "kB" {
				if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
					total = kb << 10
				}
			}
		}
	}
	// cgroup v2, then v1; "max" or a huge number means no limit.
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if limit, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && limit > 0 && (total == 0 || limit < total) {
			total = limit
		}
		break
	}
	return total
}
