package ringside.process;

import java.util.OptionalInt;

/** A child process's exit status as Java reports it: 128 + n when signal n ended the process. */
public final class ExitStatus {
    private ExitStatus() {
    }

    /** The signal that ended a process with this status, if a signal did (1 to 64 on Linux). */
    public static OptionalInt signal(int status) {
        return status > 128 && status <= 128 + 64 ? OptionalInt.of(status - 128) : OptionalInt.empty();
    }

    /** "exit status 1", or "exit status 137: killed by signal 9". */
    public static String describe(int status) {
        OptionalInt signal = signal(status);
        return "exit status " + status + (signal.isPresent() ? ": killed by signal " + signal.getAsInt() : "");
    }
}
