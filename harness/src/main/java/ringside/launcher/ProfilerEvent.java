package ringside.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import ringside.parameters.ProfileMode;

/**
 * The async-profiler event a profiled fork records, chosen before the fork starts, and why it is not the one asked for
 * (empty when it is). cpu samples through perf events, which the kernel allows to root or where
 * {@code kernel.perf_event_paranoid} is at most 1; elsewhere it falls back to itimer (a CPU-time timer signal: the
 * same on-CPU picture without kernel frames), and says so. alloc, lock and wall need no perf events.
 */
public record ProfilerEvent(String event, String note) {
    static final Path PARANOID = Path.of("/proc/sys/kernel/perf_event_paranoid");
    private static final Path STATUS = Path.of("/proc/self/status");

    /** The event for a mode on this machine. */
    public static ProfilerEvent forThisMachine(ProfileMode mode) {
        return choose(mode, paranoid(PARANOID), root(STATUS));
    }

    /** The event for a mode, given perf_event_paranoid (empty where the kernel has none) and whether this is root. */
    static ProfilerEvent choose(ProfileMode mode, OptionalInt paranoid, boolean root) {
        if (mode == ProfileMode.none) {
            throw new IllegalArgumentException("profile=none has no profiled fork");
        }
        if (mode != ProfileMode.cpu || root || (paranoid.isPresent() && paranoid.getAsInt() <= 1)) {
            return new ProfilerEvent(mode.name(), "");
        }
        return new ProfilerEvent("itimer", "profiled with itimer: perf events not allowed ("
                + (paranoid.isPresent() ? "perf_event_paranoid=" + paranoid.getAsInt() : "no " + PARANOID) + ")");
    }

    /** The kernel's setting, from its file; empty where there is none (not Linux) or it is not a number. */
    static OptionalInt paranoid(Path file) {
        try {
            return OptionalInt.of(Integer.parseInt(Files.readString(file).strip()));
        } catch (IOException | NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /** True when the process's effective user is root, as its status file says ("Uid: real effective ..."). */
    static boolean root(Path status) {
        try {
            return Files.readAllLines(status).stream().filter(l -> l.startsWith("Uid:"))
                    .map(l -> l.substring(4).strip().split("\\s+"))
                    .anyMatch(ids -> ids.length > 1 && ids[1].equals("0"));
        } catch (IOException e) {
            return false;
        }
    }

    /** The line the run prints: which event, and why when it is not the one asked for. */
    public String line(ProfileMode mode) {
        return "ringside: profile=" + mode + ": each benchmark runs in a fork of its own under async-profiler"
                + " (event " + event + "), never scored" + (note.isEmpty() ? "" : "; " + note);
    }
}
