package ringside.kilim.plain;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import kilim.Mailbox;
import kilim.Pausable;
import kilim.Task;

/**
 * A plain Kilim program, no Ringside code: n tasks, each paused in get() on its own mailbox, heap in use after full
 * collections with them paused minus before, per task; 5 warm-up rounds, then 5 measured, as Ringside's footprint
 * fork. Kilim weaves at build time and the build weaves main classes only, so this class is woven by hand before
 * it runs (docs/workloads.md, footprint).
 */
public final class IdleKilimTasks {
    /** A task that waits for its one message. */
    static final class Idle extends Task<Void> {
        private final Mailbox<Integer> in;
        private final CountDownLatch started;

        Idle(Mailbox<Integer> in, CountDownLatch started) {
            this.in = in;
            this.started = started;
        }

        @Override
        public void execute() throws Pausable {
            started.countDown();
            in.get();
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        double[] measured = new double[5];
        for (int round = 0; round < 10; round++) {
            CountDownLatch started = new CountDownLatch(n);
            long before = heapAfterGc();
            List<Mailbox<Integer>> inboxes = new ArrayList<>(n);
            List<Idle> tasks = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Mailbox<Integer> in = new Mailbox<>();
                inboxes.add(in);
                Idle task = new Idle(in, started);
                tasks.add(task);
                task.start();
            }
            started.await();
            Thread.sleep(100); // counted down just before pausing: let the last ones pause
            long during = heapAfterGc();
            double perTask = (double) (during - before) / n;
            System.out.printf("round %d: %.0f B/task%n", round, perTask);
            if (round >= 5) {
                measured[round - 5] = perTask;
            }
            for (int i = 0; i < n; i++) {
                if (!inboxes.get(i).putnb(i)) {
                    throw new IllegalStateException("mailbox " + i + " refused its message");
                }
            }
            for (Idle task : tasks) {
                task.joinb();
            }
        }
        System.out.printf("heap per task, mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)%n",
                Arrays.stream(measured).average().orElseThrow(), Arrays.stream(measured).min().orElseThrow(),
                Arrays.stream(measured).max().orElseThrow());
        System.exit(0); // Kilim's scheduler threads are not daemons
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
