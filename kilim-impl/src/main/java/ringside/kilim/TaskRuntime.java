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

    /** Counts an op's tasks down; the last supplies the result (the decrements publish the workers' counts). */
    interface OpEnd {
        void ended(Throwable failure);
    }

    @Override
    <T> Inbox<T> inbox() {
        return new MailboxInbox<>();
    }

    @Override
    <R> CompletableFuture<R> run(List<Worker> workers, Supplier<R> result) {
        CompletableFuture<R> done = new CompletableFuture<>();
        AtomicInteger running = new AtomicInteger(workers.size());
        OpEnd end = failure -> {
            if (failure != null) {
                done.completeExceptionally(failure);
            }
            if (running.decrementAndGet() == 0) {
                done.complete(result.get());
            }
        };
        for (Worker w : workers) {
            new WorkerTask(w, end).setScheduler(scheduler).start();
        }
        return done;
    }

    /** Its threads are daemons; tasks an op left paused are garbage once their mailboxes are. */
    @Override
    public void close() {
        scheduler.shutdown();
    }
}
