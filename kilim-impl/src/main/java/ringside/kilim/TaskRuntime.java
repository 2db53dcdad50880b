package ringside.kilim;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import kilim.AffineScheduler;
import kilim.Mailbox;
import kilim.Pausable;
import kilim.Scheduler;
import kilim.Task;

/**
 * Kilim as its docs use it: each worker is a Task, each inbox an unbounded Mailbox ({@code get()} pauses the task
 * until a message comes, {@code put()} never has to wait). The runtime owns a scheduler of exactly the run's
 * parallelism; which scheduler is the variant's choice ({@link KilimVariant}).
 */
final class TaskRuntime extends KilimRuntime {
    private final Scheduler scheduler;
    /** The op in flight, whose workers may start more (spawn). */
    private volatile OpTasks<?> current;

    TaskRuntime(Scheduler scheduler) {
        this.scheduler = scheduler;
    }

    /**
     * What {@code Scheduler.make(n)} makes ({@code new AffineScheduler(n, 0)}), with its worker threads named. Kilim
     * names them from one default thread factory ("pool-N-thread-M"), which also makes its timer thread (started
     * only for timed waits, which no op has): named, the TCK's CPU budget can tell a worker from that timer.
     */
    static final class NamedScheduler extends AffineScheduler {
        private final AtomicInteger threads = new AtomicInteger();

        NamedScheduler(int parallelism) {
            super(parallelism, 0);
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = super.newThread(r);
            t.setName("kilim-worker-" + threads.incrementAndGet());
            return t;
        }
    }

    static final class MailboxInbox<T> implements Inbox<T> {
        private final Mailbox<T> mailbox = new Mailbox<>();

        @Override
        public T receive() throws Pausable {
            return mailbox.get();
        }

        @Override
        public void send(T message) throws Pausable {
            mailbox.put(message);
        }

        @Override
        public void post(T message) {
            mailbox.putnb(message);
        }
    }

    /** Kilim's own select: {@code Mailbox.select} pauses until one of the mailboxes has a message, and names it. */
    static final class MailboxSelect<T> implements Select<T> {
        private final Mailbox<T>[] mailboxes;

        MailboxSelect(Mailbox<T>[] mailboxes) {
            this.mailboxes = mailboxes;
        }

        @Override
        public T receive() throws Pausable {
            return mailboxes[Mailbox.select(mailboxes)].getnb(); // the one receiver: the message is still there
        }
    }

    /** A worker as a Task; its end (or failure: Kilim would only log it) is reported to the op. */
    static final class WorkerTask extends Task<Void> {
        private final Worker worker;
        private final OpEnd op;

        WorkerTask(Worker worker, OpEnd op) {
            this.worker = worker;
            this.op = op;
        }

        @Override
        public void execute() throws Pausable {
            Throwable failure = null;
            try {
                worker.run();
            } catch (RuntimeException | Error e) {
                failure = e;
            }
            op.ended(failure);
        }
    }

    /** Told by each task of an op when it ends. */
    interface OpEnd {
        void ended(Throwable failure);
    }

    @Override
    public <T> Inbox<T> inbox() {
        return new MailboxInbox<>();
    }

    @Override
    @SuppressWarnings("unchecked") // an array of a generic type
    public <T> Select<T> select(List<Inbox<T>> inboxes) {
        Mailbox<T>[] mailboxes = (Mailbox<T>[]) new Mailbox<?>[inboxes.size()];
        for (int i = 0; i < mailboxes.length; i++) {
            mailboxes[i] = ((MailboxInbox<T>) inboxes.get(i)).mailbox;
        }
        return new MailboxSelect<>(mailboxes);
    }

    /**
     * An op's tasks, counted down as they end; the last to end supplies the result. The workers it starts with are
     * counted at once; a worker started by a worker (spawn) is counted up before it starts, so the count cannot reach
     * zero while its parent runs.
     */
    final class OpTasks<R> implements OpEnd {
        private final CompletableFuture<R> done = new CompletableFuture<>();
        private final AtomicInteger running;
        private final Supplier<R> result;

        OpTasks(int workers, Supplier<R> result) {
            this.running = new AtomicInteger(workers);
            this.result = result;
        }

        void launch(Worker worker) {
            new WorkerTask(worker, this).setScheduler(scheduler).start();
        }

        void add(Worker worker) {
            running.incrementAndGet();
            launch(worker);
        }

        @Override
        public void ended(Throwable failure) {
            if (failure != null) {
                done.completeExceptionally(failure);
            }
            if (running.decrementAndGet() == 0) { // the decrements publish the workers' counts
                done.complete(result.get());
            }
        }
    }

    @Override
    public <R> CompletableFuture<R> run(List<Worker> workers, Supplier<R> result) {
        OpTasks<R> op = new OpTasks<>(workers.size(), result);
        current = op;
        workers.forEach(op::launch);
        return op.done;
    }

    @Override
    public void start(Worker worker) {
        current.add(worker);
    }

    /** A Mailbox takes a put from any thread and resumes its task on the scheduler. */
    @Override
    public Runnable fromOutside(Runnable posts) {
        return posts;
    }

    /** Its threads are daemons; tasks an op left paused are garbage once their mailboxes are. */
    @Override
    public void close() {
        scheduler.shutdown();
    }
}
