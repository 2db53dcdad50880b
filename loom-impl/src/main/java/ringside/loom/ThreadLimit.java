package ringside.loom;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How many platform threads this process could have alive at once, by the Linux limits that stop thread creation
 * ("unable to create native thread"): the kernel's thread and pid counts, the memory mappings a thread's stack
 * takes (its stack and its guard page), and the user's process limit. Read from /proc before a run, so a size that
 * cannot be reached is refused with the limit it would hit instead of failing a fork halfway.
 */
record ThreadLimit(long threads, String source) {

    /** The lowest limit that can be read; empty where none can (not Linux). */
    static Optional<ThreadLimit> ofThisMachine() {
        List<ThreadLimit> limits = new ArrayList<>();
        read("/proc/sys/kernel/threads-max").ifPresent(n -> limits.add(new ThreadLimit(n, "kernel.threads-max")));
        read("/proc/sys/kernel/pid_max").ifPresent(n -> limits.add(new ThreadLimit(n, "kernel.pid_max")));
        read("/proc/sys/vm/max_map_count").ifPresent(n -> limits.add(new ThreadLimit(n / 2,
                "vm.max_map_count " + n + " / 2 mappings per thread stack")));
        maxUserProcesses().ifPresent(n -> limits.add(new ThreadLimit(n, "the user's process limit (ulimit -u)")));
        return limits.stream().min((a, b) -> Long.compare(a.threads, b.threads));
    }

    private static Optional<Long> read(String file) {
        try {
            // readAllLines: Files.readString trusts the size /proc reports and returns only the first bytes
            return Optional.of(Long.parseLong(Files.readAllLines(Path.of(file)).get(0).trim()));
        } catch (IOException | NumberFormatException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The soft limit of "Max processes" in /proc/self/limits; empty when unlimited or unreadable. */
    private static Optional<Long> maxUserProcesses() {
        try {
            return Files.readAllLines(Path.of("/proc/self/limits")).stream()
                    .filter(l -> l.startsWith("Max processes"))
                    .map(l -> l.substring("Max processes".length()).trim().split("\\s+")[0])
                    .filter(soft -> soft.matches("[0-9]+")).map(Long::parseLong).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
