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
import ringside.workload.LatencyWorkload;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteEchoes;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemoteOneWayTally;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.RemotePayload;
import ringside.workload.RemoteServerCounts;

/**
 * The remote workload's checks catch a broken remote side: stand-in clients with the "server" answering in the
 * same call, correct or with one fault each (a lost, repeated or mislabelled reply; an echo without its payload; a
 * one-way message not counted, short or with a wrong byte; acknowledgements that never come, or that the op never
 * earned; a client that answers itself, so that nothing reaches the server's counts), run through the TCK's own
 * remote ops.
 */
class TckCatchesBrokenRemotesTest {
    private static final Duration SHORT = Duration.ofMillis(300);
    private static final LatencyWorkload REQUESTS = new LatencyWorkload(2_000, 200);
    private static final RemoteOneWayWorkload MESSAGES = new RemoteOneWayWorkload(10_000, 100);

    /**
     * Echoes each request at once, on a receiver thread of its own (a reply recorded on the pacer's thread fails the
     * latency witness), and counts each one-way message as a server would, into the server's counts.
     */
    private static class InStep implements RemoteClient {
        final RemoteServerCounts server = new RemoteServerCounts();

        @Override
        public Future<LatencyClient> requestReply(RemoteEchoes echoes) {
            RemotePayload p = echoes.payload();
            ExecutorService receiver = Executors.newSingleThreadExecutor();
            CompletableFuture<Object> ended = new CompletableFuture<>();
            return CompletableFuture.completedFuture(LatencyClient.of(
                    id -> receiver.execute(() -> {
                        serverEchoes(id, p.bytes(), p.offset(id), p.size());
                        reply(echoes, id, p.bytes(), p.offset(id), p.size());
                    }),
                    () -> {
                        receiver.execute(() -> ended.complete(this));
                        receiver.shutdown();
                    },
                    ended));
        }

        void serverEchoes(long id, byte[] bytes, int offset, int length) {
            server.echoing(id, bytes, offset, length);
        }

        void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
            echoes.echoed(id, bytes, offset, length);
        }

        @Override
        public RemoteOneWay oneWay(OneWayWindow window, RemotePayload payload) {
            RemoteOneWayTally tally = tally();
            return new RemoteOneWay() {
                @Override
                public void send(long seq) {
                    if (count(tally, seq, payload.bytes(), payload.offset(seq), payload.size())) {
                        acknowledge(window, tally.received());
                    }
                }

                @Override
                public Future<RemoteOneWayResult> end() {
                    return CompletableFuture.completedFuture(tally.end());
                }
            };
        }

        RemoteOneWayTally tally() {
            return server.oneWayTally();
        }

        boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
            return tally.received(seq, bytes, offset, length);
        }

        void acknowledge(OneWayWindow window, long count) {
            window.acknowledged(count);
        }

        @Override
        public void close() {
        }
    }

    private static InvalidResultException requestReplyFails(InStep broken) {
        return assertThrows(InvalidResultException.class,
                () -> TckCases.remoteRequestReply(broken, REQUESTS, broken.server::totals, SHORT));
    }

    private static InvalidResultException oneWayFails(InStep broken) {
        return assertThrows(InvalidResultException.class,
                () -> TckCases.remoteOneWay(broken, MESSAGES, broken.server::totals, SHORT));
    }

    @Test
    void aCorrectRemoteSidePasses() {
        InStep inStep = new InStep();
        for (int i = 0; i < 2; i++) { // one op after another on the same client, as the benchmark runs them
            assertDoesNotThrow(() -> TckCases.remoteRequestReply(inStep, REQUESTS, inStep.server::totals, SHORT));
            assertDoesNotThrow(() -> TckCases.remoteOneWay(inStep, MESSAGES, inStep.server::totals, SHORT));
            assertDoesNotThrow(() -> TckCases.remoteOneWay(inStep, new RemoteOneWayWorkload(7, 0),
                    inStep.server::totals, SHORT));
        }
    }

    @Test
    void aLostReplyFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
                if (id != 17) {
                    echoes.echoed(id, bytes, offset, length);
                }
            }
        });
        assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
    }

    @Test
    void aRepeatedReplyFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
                echoes.echoed(id, bytes, offset, length);
                if (id == 3) {
                    echoes.echoed(id, bytes, offset, length);
                }
            }
        });
        assertTrue(e.getMessage().contains("1 replies repeated an answered id"), e.getMessage());
    }

    @Test
    void aReplyWithTheWrongIdFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
                echoes.echoed(id == 5 ? 4 : id, bytes, offset, length);
            }
        });
        assertTrue(e.getMessage().contains("first unanswered id 5"), e.getMessage());
    }

    @Test
    void anEchoThatDropsItsPayloadFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
                echoes.echoed(id, bytes, offset, 0);
            }
        });
        assertTrue(e.getMessage().contains("200 echoes with a wrong payload (the echo of request 0 carried 0 bytes"
                + " instead of 100)"), e.getMessage());
    }

    @Test
    void anEchoWithAnotherRequestsPayloadFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void reply(RemoteEchoes echoes, long id, byte[] bytes, int offset, int length) {
                echoes.echoed(id, bytes, id == 9 ? offset + 1 : offset, length);
            }
        });
        assertTrue(e.getMessage().contains("1 echoes with a wrong payload (the echo of request 9 carried 100 bytes not"
                + " its request's)"), e.getMessage());
    }

    /** The echoes come back right, but no request reached the server: the server's counts are the witness. */
    @Test
    void aClientThatAnswersItselfFails() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void serverEchoes(long id, byte[] bytes, int offset, int length) {
            }
        });
        assertTrue(e.getMessage().contains("the server's process counted 0 of 200 requests"), e.getMessage());
    }

    @Test
    void aRequestWithAWrongByteFailsAtTheServer() {
        InvalidResultException e = requestReplyFails(new InStep() {
            @Override
            void serverEchoes(long id, byte[] bytes, int offset, int length) {
                byte[] sent = java.util.Arrays.copyOfRange(bytes, offset, offset + length);
                if (id == 42) {
                    sent[99]++;
                }
                server.echoing(id, sent, 0, length);
            }
        });
        assertTrue(e.getMessage().contains("1 with a wrong payload"), e.getMessage());
    }

    @Test
    void aOneWayMessageNotCountedFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                return seq != 1234 && tally.received(seq, bytes, offset, length);
            }
        });
        assertTrue(e.getMessage().contains("counted 9999 of 10000 messages"), e.getMessage());
    }

    /** Its count runs one ahead: the first acknowledgement claims a message not yet sent. */
    @Test
    void aOneWayMessageCountedTwiceFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                return seq == 99 ? tally.received(seq, bytes, offset, length) | tally.received(seq, bytes, offset,
                        length) : tally.received(seq, bytes, offset, length);
            }
        });
        assertTrue(e.getMessage().contains("an acknowledgement of 256 messages came when the op had sent 255"),
                e.getMessage());
    }

    /** Every message one byte short: MB/s would claim bytes that never travelled. */
    @Test
    void aShortPayloadFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                return tally.received(seq, bytes, offset, length - 1);
            }
        });
        assertTrue(e.getMessage().contains("990000 payload bytes right (expected 1000000), 0 with a wrong payload"),
                e.getMessage());
    }

    /** One message of the op shorter than the others, made up for by a longer one: the same total, still caught. */
    @Test
    void unevenPayloadsFail() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                return tally.received(seq, bytes, offset, seq == 10 ? length - 1 : seq == 11 ? length + 1 : length);
            }
        });
        assertTrue(e.getMessage().contains("2 with a wrong payload"), e.getMessage());
    }

    @Test
    void aWrongPayloadByteFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                byte[] sent = java.util.Arrays.copyOfRange(bytes, offset, offset + length);
                if (seq == 777) {
                    sent[50] ^= 1;
                }
                return tally.received(seq, sent, 0, length);
            }
        });
        assertTrue(e.getMessage().contains("999900 payload bytes right (expected 1000000), 1 with a wrong payload"),
                e.getMessage());
    }

    /** Every message the same payload (not derived from its sequence number): caught from message 1 on. */
    @Test
    void theSamePayloadInEveryMessageFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            boolean count(RemoteOneWayTally tally, long seq, byte[] bytes, int offset, int length) {
                return tally.received(seq, bytes, 0, length);
            }
        });
        assertTrue(e.getMessage().contains("with a wrong payload"), e.getMessage());
    }

    /** The tally comes back right, but it was made on the client's side: nothing reached the server's counts. */
    @Test
    void aOneWayTallyKeptByTheClientFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            RemoteOneWayTally tally() {
                return new RemoteServerCounts().oneWayTally();
            }
        });
        assertTrue(e.getMessage().contains("the server's process counted 0 of 10000 one-way messages"),
                e.getMessage());
    }

    @Test
    void acknowledgementsThatNeverComeFail() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            void acknowledge(OneWayWindow window, long count) {
            }
        });
        assertTrue(e.getMessage().contains("no acknowledgement for message 0 within"), e.getMessage());
    }

    @Test
    void anAcknowledgementAboveWhatWasSentFails() {
        InvalidResultException e = oneWayFails(new InStep() {
            @Override
            void acknowledge(OneWayWindow window, long count) {
                window.acknowledged(count + OneWayWindow.ACK_EVERY);
            }
        });
        assertTrue(e.getMessage().contains("an acknowledgement of 512 messages came when the op had sent 256"),
                e.getMessage());
    }

    /** The last acknowledgement of one op delivered late, into the next op's window: refused, not room to send. */
    @Test
    void aLateAcknowledgementFromTheOpBeforeFails() {
        InStep broken = new InStep() {
            long last;

            @Override
            void acknowledge(OneWayWindow window, long count) {
                if (count == 256 && last > 0) {
                    window.acknowledged(last);
                }
                window.acknowledged(count);
                last = count;
            }
        };
        assertDoesNotThrow(() -> TckCases.remoteOneWay(broken, MESSAGES, broken.server::totals, SHORT));
        InvalidResultException e = oneWayFails(broken);
        assertTrue(e.getMessage().contains("an acknowledgement of 9984 messages came when the op had sent 256"),
                e.getMessage());
    }
}
