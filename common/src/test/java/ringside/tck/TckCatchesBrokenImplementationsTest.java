package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import ringside.contract.VariantRuntime;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.InvalidResultException;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;

/** The TCK's checks fail on an implementation that drops a message, and on one that never finishes. */
class TckCatchesBrokenImplementationsTest {

    /** Worker 0 drops the first message it receives; every other count is right. */
    private static final class DropsOneMessage implements VariantRuntime {
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            long[] counts = new long[w.workerCount()];
            for (int i = 0; i < counts.length; i++) {
                counts[i] = w.expectedReceives(i);
            }
            counts[0]--;
            return CompletableFuture.completedFuture(new RingResult(w.ringSize() % w.workerCount(), counts));
        }

        @Override
        public Future<PingPongResult> pingPong(PingPongWorkload w) {
            return CompletableFuture.completedFuture(new PingPongResult(w.pingPongCount() - 1, w.pingPongCount() - 1));
        }

        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            long[] shares = new long[w.fanOutWorkers()];
            for (int i = 0; i < shares.length; i++) {
                shares[i] = w.expectedWorkerCount(i);
            }
            return CompletableFuture.completedFuture(
                    new FanOutResult(w.fanOutMessages() - 1, w.expectedSum() - 1, shares));
        }

        @Override
        public Optional<Set<String>> carrierThreads(int tasks) {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    }

    /** Loses the token: no op ever completes. */
    private static final class NeverFinishes implements VariantRuntime {
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<PingPongResult> pingPong(PingPongWorkload w) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            return new CompletableFuture<>();
        }

        @Override
        public Optional<Set<String>> carrierThreads(int tasks) {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aDroppedMessageFailsEveryWorkload() {
        VariantRuntime broken = new DropsOneMessage();
        Duration t = TckCases.OP_TIMEOUT;
        for (RingWorkload w : TckCases.RINGS) {
            assertThrows(InvalidResultException.class, () -> TckCases.ring(broken, w, t), w.toString());
        }
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            assertThrows(InvalidResultException.class, () -> TckCases.pingPong(broken, w, t), w.toString());
        }
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            assertThrows(InvalidResultException.class, () -> TckCases.fanOut(broken, w, t), w.toString());
        }
    }

    @Test
    void aHangBecomesAFailureNamingTheOp() {
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.ring(new NeverFinishes(), new RingWorkload(2, 1), Duration.ofMillis(200)));
        assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
        assertTrue(e.getMessage().contains("RingWorkload[workerCount=2, ringSize=1]"), e.getMessage());
    }
}
