package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pacer, the recorder and latency's validation; counts and order only, never how fast anything was. */
class LatencyTest {

    @Test
    void theScheduleIsExactAndDoesNotDrift() {
        LatencyWorkload w = new LatencyWorkload(3, 10);
        assertEquals(0, w.intendedOffsetNanos(0));
        assertEquals(333_333_333, w.intendedOffsetNanos(1));
        assertEquals(1_000_000_000, w.intendedOffsetNanos(3));
        assertEquals(3_000_000_000L, new LatencyWorkload(100_000, 300_001).intendedOffsetNanos(300_000),
                "request 300,000 at 100,000/s is due exactly 3 s in");
        assertEquals(2 * 10, w.messagesPerOp());
    }

    @Test
    void sizesAreRefusedByName() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new LatencyWorkload(0, 1)).getMessage()
                .startsWith("latencyRate: 0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LatencyWorkload.ofSeconds(10, 0)).getMessage()
                .startsWith("latencyDuration: 0"));
        assertEquals(new LatencyWorkload(10_000, 50_000), LatencyWorkload.ofSeconds(10_000, 5));
    }

    /** Every id once, in order, each at or after its intended time: the pacer is never early. */
    @Test
    void thePacerSendsEveryRequestOnceInOrderAndNeverEarly() {
        LatencyWorkload w = new LatencyWorkload(20_000, 500);
        LatencyRecorder recorder = new LatencyRecorder(w);
        List<Integer> sent = new ArrayList<>();
        List<Long> early = new ArrayList<>();
        Pacer.run(recorder, id -> {
            if (System.nanoTime() < recorder.startNanos() + w.intendedOffsetNanos(id)) {
                early.add((long) id);
            }
            sent.add(id);
            recorder.replied(id);
        });
        assertEquals(w.latencyRequests(), sent.size());
        for (int i = 0; i < sent.size(); i++) {
            assertEquals(i, sent.get(i));
        }
        assertEquals(List.of(), early);
        assertTrue(recorder.allReplied().isDone());
        LatencyResult r = w.validate(recorder.result());
        assertEquals(w.latencyRequests(), r.latencies().getTotalCount());
        assertTrue(r.achievedRate() > 0);
    }

    @Test
    void thePacerAloneRecordsEveryRequest() {
        LatencyResult r = Pacer.alone(new LatencyWorkload(10_000, 100));
        assertEquals(100, r.answered());
        assertEquals(100, r.latencies().getTotalCount());
        assertTrue(r.percentileMicros(99) <= r.maxMicros());
    }

    @Test
    void aRepliedRequestCountsOnceAndTheRestIsNamed() {
        LatencyWorkload w = new LatencyWorkload(1000, 4);
        LatencyRecorder recorder = new LatencyRecorder(w);
        Pacer.run(recorder, id -> { }); // sent, not yet answered
        recorder.replied(0);
        recorder.replied(2);
        recorder.replied(2); // repeated
        assertFalse(recorder.allReplied().isDone());
        recorder.replied(7); // never sent
        assertTrue(recorder.allReplied().isDone(), "as many replies as requests end the op, right or wrong");
        LatencyResult r = recorder.result();
        assertEquals(2, r.answered());
        assertEquals(1, r.duplicated());
        assertEquals(1, r.strays());
        assertEquals(1, r.firstUnanswered());
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(r));
        assertTrue(e.getMessage().contains("2 of 4 requests were answered (first unanswered id 1), 1 replies repeated"
                + " an answered id and 1 carried an id that was never sent"), e.getMessage());
    }

    @Test
    void aReplyBeforeItsRequestWasSentIsAStray() {
        LatencyWorkload w = new LatencyWorkload(1000, 2);
        LatencyRecorder recorder = new LatencyRecorder(w);
        recorder.replied(0); // the pacer has not started
        assertEquals(1, recorder.result().strays());
    }
}
