package ringside.quasar.plain;

import co.paralleluniverse.fibers.Fiber;
import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * A plain Quasar program, no Ringside code: n fibers, heap in use after full collections with them there minus
 * before, per fiber; 5 warm-up rounds, then 5 measured, as Ringside's footprint fork. Run with Quasar's agent from
 * the module's test classpath: {@code java -javaagent:<quasar agent jar> -cp ... ringside.quasar.plain.IdleFibers
 * <new|park|channel> <n>}. new: fibers created and not started, what Quasar's javadoc states "under 400 bytes" for;
 * park: each started and parked; channel: each blocked receiving on its own unbounded int channel, as Ringside's are.
 * {@code -Dplain.holdSeconds=s} keeps the last round's fibers for s seconds, for a class histogram
 * ({@code jcmd <pid> GC.class_histogram}).
 */
public final class IdleFibers {
    public static void main(String[] args) throws Exception, SuspendExecution {
        String form = args[0];
        int n = Integer.parseInt(args[1]);
        double[] measured = new double[5];
        for (int round = 0; round < 10; round++) {
            CountDownLatch started = new CountDownLatch(form.equals("new") ? 0 : n);
            long before = heapAfterGc();
            List<Fiber<Void>> fibers = new ArrayList<>(n);
            List<IntChannel> inboxes = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                IntChannel in = form.equals("channel") ? Channels.newIntChannel(-1) : null;
                inboxes.add(in);
                Fiber<Void> f = new Fiber<>(new Idle(started, in));
                fibers.add(form.equals("new") ? f : f.start());
            }
            started.await();
            Thread.sleep(100); // counted down just before blocking: let the last ones park
            long during = heapAfterGc();
            double perFiber = (double) (during - before) / n;
            System.out.printf("round %d: %.0f B/fiber%n", round, perFiber);
            if (round >= 5) {
                measured[round - 5] = perFiber;
            }
            if (round == 9 && Long.getLong("plain.holdSeconds", 0) > 0) { // time for a class histogram (jcmd)
                System.out.println("holding the fibers");
                Thread.sleep(1000 * Long.getLong("plain.holdSeconds"));
            }
            for (int i = 0; i < n; i++) {
                if (form.equals("channel")) {
                    inboxes.get(i).send(i);
                } else if (form.equals("park")) {
                    fibers.get(i).unpark();
                }
            }
            if (!form.equals("new")) {
                for (Fiber<Void> f : fibers) {
                    f.join();
                }
            }
        }
        System.out.printf("heap per fiber, mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)%n",
                Arrays.stream(measured).average().orElseThrow(), Arrays.stream(measured).min().orElseThrow(),
                Arrays.stream(measured).max().orElseThrow());
    }

    /** The fiber's body, a class (not a lambda) as Quasar's docs advise for suspendable code. */
    record Idle(CountDownLatch started, IntChannel in) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            started.countDown();
            if (in != null) {
                in.receive();
            } else {
                Fiber.park();
            }
        }
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
