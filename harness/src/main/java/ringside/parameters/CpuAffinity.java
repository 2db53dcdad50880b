package ringside.parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPUs this process may run on, as Linux reports them (taskset's list syntax), so results say it themselves.
 * It lives with CpuSet, below everything that reads it: the fork checking its own CPUs (bench's RunningVariant),
 * remote's server, the launcher and the suite.
 */
public final class CpuAffinity {
    private CpuAffinity() {
    }

    /** For example "0" or "0-1"; "unknown" where /proc/self/status has no such line (not Linux). */
    public static String current() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(l -> l.startsWith("Cpus_allowed_list:"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /**
     * This fork's CPUs, failing if they are not the set the run was pinned to (forks inherit the launcher's
     * affinity, so a mismatch means the pinning did not hold).
     */
    public static String requirePinnedTo(String cpuSet) {
        String mine = current();
        if (!mine.equals(cpuSet)) {
            throw new IllegalStateException("this fork runs on CPUs " + mine + " but the run was pinned to " + cpuSet);
        }
        return mine;
    }

    /** Every online CPU of the machine, in the same syntax ("0-1"); "unknown" where Linux does not say. */
    public static String online() {
        try {
            return Files.readString(Path.of("/sys/devices/system/cpu/online")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
