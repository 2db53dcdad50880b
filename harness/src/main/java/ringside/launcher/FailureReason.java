package ringside.launcher;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ringside.process.ExitStatus;

/**
 * A failure's reason in one line, for the launcher's last line and so for status.tsv. JMH reports a fork's
 * exception wrapped in its own (a RunnerException caused by a BenchmarkException that carries the fork's exception
 * as suppressed), so the reason is the innermost exception, not the outer message.
 */
public final class FailureReason {
    /** JMH's words when a fork's JVM ends without reporting its result. */
    private static final Pattern FORK_EXIT = Pattern.compile("Forked VM failed with exit code (\\d+)");

    private FailureReason() {
    }

    public static String of(Throwable failure) {
        Throwable root = innermost(failure, Collections.newSetFromMap(new IdentityHashMap<>()));
        String message = root.getMessage();
        String text = root.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
        Matcher forkExit = FORK_EXIT.matcher(text);
        if (forkExit.find()) { // JMH names the fork's exit code only; a signal means it was ended from outside
            OptionalInt signal = ExitStatus.signal(Integer.parseInt(forkExit.group(1)));
            if (signal.isPresent()) {
                text += " (the fork was killed by signal " + signal.getAsInt() + ")";
            }
        }
        return text.replaceAll("\\s+", " ").trim();
    }

    /** Depth first, causes before suppressed exceptions: the first exception that wraps no other. */
    private static Throwable innermost(Throwable t, Set<Throwable> seen) {
        seen.add(t);
        List<Throwable> inner = new ArrayList<>();
        if (t.getCause() != null) {
            inner.add(t.getCause());
        }
        inner.addAll(List.of(t.getSuppressed()));
        for (Throwable next : inner) {
            if (!seen.contains(next)) {
                return innermost(next, seen);
            }
        }
        return t;
    }
}
