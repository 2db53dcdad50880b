package ringside.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The JVM arguments a remote server must share with its client's fork (heap, GC, the suite's flags, the framework's
 * own at the server's parallelism): all of them but JMH's plumbing (its compile-command file and the three flags it
 * adds to every fork for its compiler blackholes). A run's parameters reach the fork as JMH parameters, not flags.
 * Order aside: the same flags in another order are the same run.
 */
public final class ForkFlags {
    private static final List<String> PLUMBING = List.of("-XX:CompileCommandFile=", "-DcompilerBlackholesEnabled=",
            "-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions");

    private ForkFlags() {
    }

    /** The flags of {@code jvmArgs} that must be equal on both sides, sorted. */
    public static List<String> thatMatter(List<String> jvmArgs) {
        List<String> flags = new ArrayList<>(jvmArgs);
        flags.removeIf(a -> PLUMBING.stream().anyMatch(a::startsWith));
        flags.sort(null);
        return flags;
    }

    /** Empty when the two sides' flags that matter are the same; else what each has that the other lacks. */
    public static Optional<String> difference(List<String> server, List<String> client) {
        List<String> onlyServer = new ArrayList<>(thatMatter(server));
        List<String> onlyClient = new ArrayList<>(thatMatter(client));
        List<String> both = new ArrayList<>(onlyServer);
        both.retainAll(onlyClient);
        if (onlyServer.equals(onlyClient)) {
            return Optional.empty();
        }
        onlyServer.removeAll(both);
        onlyClient.removeAll(both);
        return Optional.of("the server's fork flags " + String.join(" ", onlyServer) + " (of "
                + String.join(" ", thatMatter(server)) + ") differ from the client's " + String.join(" ", onlyClient)
                + " (of " + String.join(" ", thatMatter(client)) + ")");
    }
}
