package ringside.contract;

import java.util.Optional;
import ringside.workload.Workload;

/**
 * A variant that is a framework's HTTP stack, named by it ({@code akka-http}, {@code ktor-cio}): it runs
 * httpPingPong and httpThroughput only, so an http row is named by the server and client it measured, never by a
 * messaging variant that plays no part in it. Its runtime is the messaging variant's that the stack runs on (the TCK
 * asks it for its threads).
 */
public abstract class HttpStackVariant implements Variant {
    private final String name;
    private final Variant runsOn;

    /** {@code name}: the stack's; {@code runsOn}: the messaging variant whose runtime the stack's handlers run on. */
    protected HttpStackVariant(String name, Variant runsOn) {
        this.name = name;
        this.runsOn = runsOn;
    }

    @Override
    public final String name() {
        return name;
    }

    /** The stack's own line: its server, its client, and what runs the handlers. */
    @Override
    public String description() {
        return http().orElseThrow().description();
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        return workload.http() ? Optional.empty() : Optional.of(onlyHttp(name, runsOn.name(), workload));
    }

    /**
     * Why an HTTP stack variant does not run a messaging workload, in the words every such refusal uses (the
     * reference programs' HTTP variants too): {@code runsOn} measures its runtime there.
     */
    public static String onlyHttp(String stack, String runsOn, Workload workload) {
        return stack + " is an HTTP stack and runs only the http workloads; " + runsOn + " measures its runtime on "
                + workload.publicName();
    }

    @Override
    public abstract Optional<HttpStack> http();

    @Override
    public VariantRuntime start(int parallelism) throws Exception {
        return runsOn.start(parallelism);
    }
}
