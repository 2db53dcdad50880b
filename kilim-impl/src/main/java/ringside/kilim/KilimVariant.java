package ringside.kilim;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import kilim.ForkJoinScheduler;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/**
 * Kilim's two levels, running the same pausable worker code ({@link KilimRuntime}): tasks talking through mailboxes on
 * Kilim's scheduler (what its docs and examples do), and bare continuations resumed by one loop. Both start by
 * checking that the build wove their classes.
 */
record KilimVariant(String name, String description, List<Class<?>> pausable, IntFunction<VariantRuntime> runtime)
        implements Variant {

    private static final List<Class<?>> TASK_CLASSES =
            List.of(KilimRuntime.Worker.class, TaskRuntime.WorkerTask.class, TaskRuntime.MailboxInbox.class);

    static final KilimVariant MAILBOX = new KilimVariant("mailbox",
            "kilim.Task per worker, unbounded kilim.Mailbox per inbox (get() pauses the task), on Kilim's default"
                    + " scheduler kind with one thread per CPU of the run (Scheduler.make, an AffineScheduler: tasks,"
                    + " resumed ones too, dealt round-robin to its threads' own queues); select: Mailbox.select over one"
                    + " mailbox per source",
            TASK_CLASSES, p -> new TaskRuntime(new TaskRuntime.NamedScheduler(p)));

    /** Same tasks and mailboxes; only the scheduler differs: a resumed task stays on the thread that resumed it. */
    static final KilimVariant MAILBOX_FORKJOIN = new KilimVariant("mailbox-forkjoin",
            "as mailbox, on kilim.ForkJoinScheduler(CPUs of the run) instead: a JDK ForkJoinPool; a task resumed by"
                    + " a worker thread is forked onto that thread's own deque, idle threads steal",
            TASK_CLASSES, p -> new TaskRuntime(new ForkJoinScheduler(p)));

    static final KilimVariant CONTINUATION = new KilimVariant("continuation",
            "single-threaded at any parallelism: kilim.Continuation per worker, resumed by one loop on one thread"
                    + " until it waits (Fiber.yield); inbox: unbounded ArrayDeque; no Kilim scheduler or Mailbox, so"
                    + " select is written here: the first of one deque per source with a message, as Mailbox.select",
            List.of(KilimRuntime.Worker.class, LoopRuntime.WorkerContinuation.class, LoopRuntime.LoopInbox.class),
            p -> new LoopRuntime());

    /**
     * Why {@code mailbox} costs more on several CPUs: AffineScheduler's round robin. The ForkJoinScheduler keeps a
     * resumed task where it was resumed, so mailbox-forkjoin has no such note.
     */
    static final String ROUND_ROBIN = "Kilim's default AffineScheduler deals every task it resumes to its next thread"
            + " in turn, so at p >= 2 nearly every message wakes the other thread (a futex park and unpark; Kilim's"
            + " source flags the cost: fixme:context-switch). A plain Kilim program without Ringside code makes the"
            + " same jump; mailbox-forkjoin keeps a resumed task on its thread (docs/side-by-side.md: Multi-CPU costs)";

    @Override
    public Optional<String> multiCpuNote() {
        return this == MAILBOX ? Optional.of(ROUND_ROBIN) : Optional.empty();
    }

    /** The continuation loop is one thread by construction. */
    @Override
    public boolean singleThreaded() {
        return this == CONTINUATION;
    }

    /** Why the continuation loop cannot serve requests on a schedule. */
    static final String NO_SCHEDULE = "its one loop runs continuations until every one waits and then ends the op;"
            + " nothing outside the loop may put into its inboxes (plain ArrayDeques, loop-thread only), and the loop"
            + " cannot sleep until a request's time, so it cannot be sent requests on a schedule";

    /** Kilim carries no messages between JVMs. */
    static final String NO_REMOTING = "Kilim has no remoting: its tasks, mailboxes and continuations live in one JVM";

    /**
     * Latency needs a sender on a schedule, which the continuation loop cannot have; remote needs remoting; the http
     * workloads run on Kilim's HTTP server, a variant of its own ({@link KilimHttpVariant}).
     */
    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload == Workload.REMOTE) {
            return Optional.of(NO_REMOTING);
        }
        if (workload.http()) {
            return Optional.of(KilimHttpVariant.ITS_OWN);
        }
        return this == CONTINUATION && workload == Workload.LATENCY ? Optional.of(NO_SCHEDULE) : Optional.empty();
    }

    static final String NOT_WOVEN = "kilim-impl classes are not woven: rebuild with ./mvnw -pl kilim-impl -am package";

    @Override
    public VariantRuntime start(int parallelism) {
        pausable.forEach(KilimVariant::requireWoven);
        return runtime.apply(parallelism);
    }

    /**
     * Kilim's weaver gives every pausable method a trailing kilim.Fiber parameter. Unwoven, a task would reach
     * Task.errNotWoven, which prints a banner and calls System.exit(0): a silent end of a benchmark fork.
     */
    static void requireWoven(Class<?> c) {
        boolean woven = Arrays.stream(c.getDeclaredMethods()).map(Method::getParameterTypes)
                .anyMatch(p -> p.length > 0 && p[p.length - 1] == kilim.Fiber.class);
        if (!woven) {
            throw new IllegalStateException(NOT_WOVEN + " (" + c.getName() + " has no method taking a kilim.Fiber)");
        }
    }
}
