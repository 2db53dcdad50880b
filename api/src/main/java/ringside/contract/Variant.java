package ringside.contract;

import java.util.Optional;
import ringside.workload.Workload;

/** One way of using a framework (for example platform threads, or typed actors with a tuned dispatcher). */
public interface Variant {
    /**
     * Why a variant without {@link #http} runs no http workload, where its module does not say it in its own words;
     * a module's HTTP stack is a variant of its own ({@link HttpStackVariant}).
     */
    String NO_HTTP_STACK = "not an HTTP stack: the http workloads run on its module's HTTP stack variants (named by"
            + " their server and client), where it has one";

    /** Short name used in parameters and reports: {@code threads}, {@code vthreads}, {@code typed}, ... */
    String name();

    /** One line for the report: what the variant uses, its handoff or mailbox kind, and how it differs from others. */
    String description();

    /**
     * True when the variant runs every worker on one thread whatever the parallelism (for example continuations
     * driven by one loop). Reports mark it, since at several CPUs it is not using what the others are given.
     */
    default boolean singleThreaded() {
        return false;
    }

    /**
     * Why this variant's cost per message changes between one CPU and several, where its framework makes it so (for
     * example a wakeup per message between two event loops), said with the evidence: a plain program of the
     * framework's own, measured the same way. The report prints it beside the workload's scaling chart; empty when
     * there is nothing to explain.
     */
    default Optional<String> multiCpuNote() {
        return Optional.empty();
    }

    /**
     * Why this variant cannot keep this many actors alive at once on this machine (for example more OS threads than
     * the kernel allows), checked before any fork of a spawn or footprint op starts, so the run says so instead of
     * failing halfway; empty when it can. Only a limit the variant really has belongs here, stated with the figure
     * it hit.
     */
    default Optional<String> cannotHold(long actorsAlive) {
        return Optional.empty();
    }

    /**
     * Why this variant cannot run this workload at all, by its design (for example a loop that cannot wait for a
     * request's time, or no remote side for remote); checked before any fork starts, and the run records it as not
     * run. Empty when it can. A variant without {@link #remoting} refuses remote, one without {@link #http} the http
     * workloads; a module says why in its own words.
     */
    default Optional<String> cannotRun(Workload workload) {
        if (workload == Workload.REMOTE && remoting().isEmpty()) {
            return Optional.of("no remote side in Ringside: its framework carries no messages between JVMs");
        }
        if (workload.http() && http().isEmpty()) {
            return Optional.of(NO_HTTP_STACK);
        }
        return Optional.empty();
    }

    /**
     * The variant's remote side, for the remote workload; empty when it has none (the launcher then does not run it
     * for remote, with {@link #cannotRun}'s reason if the variant gives one).
     */
    default Optional<Remoting> remoting() {
        return Optional.empty();
    }

    /**
     * The variant's own HTTP stack, for httpPingPong and httpThroughput; empty when its framework has none (the
     * launcher then records those workloads not run, with {@link #cannotRun}'s reason, which such a module gives in
     * its own words).
     */
    default Optional<HttpStack> http() {
        return Optional.empty();
    }

    /**
     * Starts the framework runtime (actor system, scheduler) with the given parallelism. Called once per JMH
     * trial, outside the timed region; every op of the trial runs on the returned runtime.
     */
    VariantRuntime start(int parallelism) throws Exception;
}
