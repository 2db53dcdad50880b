package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import ringside.contract.RemoteClient;
import ringside.workload.InvalidResultException;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.LatencyWorkload;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemoteOneWayTally;
import ringside.workload.RemoteOneWayWorkload;

/**
 * The remote workload's checks catch a broken remote side: stand-in clients with the "server" answering in the
 * same call, correct or with one fault each (a lost, repeated or mislabelled reply; a one-way message not counted;
 * acknowledgements that never come), run through the TCK's own remote ops.
 */
class TckCatchesBrokenRemotesTest {
    private static final Duration SHORT = Duration.ofMillis(300);
    private static final LatencyWorkload REQUESTS = new LatencyWorkload(2_000, 200);
    private static final RemoteOneWayWorkload MESSAGES = new RemoteOneWayWorkload(10_000, 100);

    /**
     * Echoes each request at once, on a receiver thread of its own (a reply recorded on the pacer's thread fails the
     * latency witness), and counts each one-way message as a server would.
     */
    private static class InStep implements RemoteClient {
        @Override
        public Future<LatencyClient> requestReply(LatencyRecorder recorder) {
            ExecutorService receiver = Executors.newSingleThreadExecutor();
            CompletableFuture<Object> ended = new CompletableFuture<>();
            return CompletableFuture.completedFuture(LatencyClient.of(
                    id -> receiver.execute(() -> reply(recorder, id)),
                    () -> {
                        receiver.execute(() -> ended.complete(this));
                        receiver.shutdown();
                    },
                    ended));
        }

        void reply(LatencyRecorder recorder, int id) {
            recorder.replied(id);
        }

        @Override
        public RemoteOneWay oneWay(OneWayWindow window) {
            RemoteOneWayTally tally = new RemoteOneWayTally();
            return new RemoteOneWay() {
                @Override
                public void send(long seq) {
                    if (count(tally, seq)) {
                        acknowledge(window, tally.received());
                    }
                }

                @Override
                public Future<RemoteOneWayResult> end() {
                    return CompletableFuture.completedFuture(tally.end());
                }
            };
        }

        boolean count(RemoteOneWayTally tally, long seq) {
            return tally.received(seq);
        }

        void acknowledge(OneWayWindow window, long count) {
            window.acknowledged(count);
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aCorrectRemoteSidePasses() {
        assertDoesNotThrow(() -> TckCases.remoteRequestReply(new InStep(), REQUESTS, SHORT));
        assertDoesNotThrow(() -> TckCases.remoteOneWay(new InStep(), MESSAGES, SHORT));
    }

    @Test
    void aLostReplyFails() {
        InStep broken = new InStep() {
            @Override
            void reply(LatencyRecorder recorder, int id) {
                if (id != 17) {
                    recorder.replied(id);
                }
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteRequestReply(broken, REQUESTS, SHORT));
        assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
    }

    @Test
    void aRepeatedReplyFails() {
        InStep broken = new InStep() {
            @Override
            void reply(LatencyRecorder recorder, int id) {
                recorder.replied(id);
                if (id == 3) {
                    recorder.replied(id);
                }
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteRequestReply(broken, REQUESTS, SHORT));
        assertTrue(e.getMessage().contains("1 replies repeated an answered id"), e.getMessage());
    }

    @Test
    void aReplyWithTheWrongIdFails() {
        InStep broken = new InStep() {
            @Override
            void reply(LatencyRecorder recorder, int id) {
                recorder.replied(id == 5 ? 4 : id);
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteRequestReply(broken, REQUESTS, SHORT));
        assertTrue(e.getMessage().contains("first unanswered id 5"), e.getMessage());
    }

    @Test
    void aOneWayMessageNotCountedFails() {
        InStep broken = new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq) {
                return seq != 1234 && tally.received(seq);
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteOneWay(broken, MESSAGES, SHORT));
        assertTrue(e.getMessage().contains("counted 9999 of 10000 messages"), e.getMessage());
    }

    @Test
    void aOneWayMessageCountedTwiceFails() {
        InStep broken = new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq) {
                return seq == 99 ? tally.received(seq) | tally.received(seq) : tally.received(seq);
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteOneWay(broken, MESSAGES, SHORT));
        assertTrue(e.getMessage().contains("counted 10001 of 10000 messages, 9901 out of order"), e.getMessage());
    }

    @Test
    void acknowledgementsThatNeverComeFail() {
        InStep broken = new InStep() {
            @Override
            void acknowledge(OneWayWindow window, long count) {
            }
        };
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.remoteOneWay(broken, MESSAGES, SHORT));
        assertTrue(e.getMessage().contains("no acknowledgement for message 0 within"), e.getMessage());
    }
}
