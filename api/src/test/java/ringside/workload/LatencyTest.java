package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

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

    /**
     * Every id once, in order, each at or after its intended time (neither pacer is ever early), and each send's
     * lateness recorded: at least 0, and no more than the send's own view of how late it was.
     */
    @ParameterizedTest
    @EnumSource(Pacer.class)
    void thePacerSendsEveryRequestOnceInOrderNeverEarlyAndRecordsItsLateness(Pacer pacer) {
        LatencyWorkload w = new LatencyWorkload(20_000, 500);
        LatencyRecorder recorder = new LatencyRecorder(w);
        List<Integer> sent = new ArrayList<>();
        List<Long> early = new ArrayList<>();
        long[] latestSeen = {0};
        pacer.run(recorder, id -> {
            long late = System.nanoTime() - recorder.startNanos() - w.intendedOffsetNanos(id);
            if (late < 0) {
                early.add((long) id);
            }
            latestSeen[0] = Math.max(latestSeen[0], late);
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
        assertEquals(w.latencyRequests(), r.lateness().getTotalCount(), "one lateness per send");
        assertTrue(r.lateness().getMinValue() >= 0);
        assertTrue(r.lateness().getMaxValue() <= r.lateness().highestEquivalentValue(latestSeen[0]),
                "recorded " + r.lateness().getMaxValue() + " ns, the send itself saw at most " + latestSeen[0]);
        assertTrue(r.achievedRate() > 0);
    }

    /**
     * A send held up for 5 ms (ten requests' time at 2,000/s) makes the requests due meanwhile late by the rest of
     * it, whichever pacer runs: the lateness is each request's own, not an estimate.
     */
    @ParameterizedTest
    @EnumSource(Pacer.class)
    void aHeldUpSendMakesTheNextRequestsLate(Pacer pacer) {
        LatencyWorkload w = new LatencyWorkload(2_000, 40);
        LatencyRecorder recorder = new LatencyRecorder(w);
        long holdNanos = 5_000_000;
        pacer.run(recorder, id -> {
            if (id == 0) {
                for (long until = System.nanoTime() + holdNanos; System.nanoTime() < until; ) {
                    Thread.onSpinWait();
                }
            }
            recorder.replied(id);
        });
        LatencyResult r = w.validate(recorder.result());
        // requests 1..9 are due 0.5 .. 4.5 ms in and go out after 5 ms: 9 of 40 late by at least 0.5 ms
        long lateByHalfAMillisecond = r.lateness().getCountBetweenValues(holdNanos - w.intendedOffsetNanos(9),
                r.lateness().getMaxValue());
        assertTrue(lateByHalfAMillisecond >= 9, lateByHalfAMillisecond + " of " + r.lateness().getTotalCount());
        assertTrue(r.latenessMicros(100) >= (holdNanos - w.intendedOffsetNanos(1)) / 1e3, "request 1 waited longest");
    }

    @Test
    void aRepliedRequestCountsOnceAndTheRestIsNamed() {
        LatencyWorkload w = new LatencyWorkload(1000, 4);
        LatencyRecorder recorder = new LatencyRecorder(w);
        Pacer.PARKING.run(recorder, id -> { }); // sent, not yet answered
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

    /** The pacer parameter's values: auto decides on the CPUs; anything else is refused naming the parameter. */
    @Test
    void aPacerIsChosenByItsNameAndAutoByTheCpusLeftOver() {
        assertEquals(Pacer.PRECISE, Pacer.choose("auto", 2, 1));
        assertEquals(Pacer.PARKING, Pacer.choose("auto", 1, 1));
        assertEquals(Pacer.PARKING, Pacer.choose("auto", 2, 4), "parallelism above the CPUs leaves none over");
        assertEquals(Pacer.PRECISE, Pacer.choose("precise", 1, 1), "chosen by name, whatever the CPUs");
        assertEquals(Pacer.PARKING, Pacer.choose("parking", 8, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Pacer.choose("Precise", 2, 1));
        assertEquals("pacer: 'Precise' is not accepted; expected one of auto, parking, precise", e.getMessage());
    }

    @Test
    void aReplyBeforeItsRequestWasSentIsAStray() {
        LatencyWorkload w = new LatencyWorkload(1000, 2);
        LatencyRecorder recorder = new LatencyRecorder(w);
        recorder.replied(0); // the pacer has not started
        assertEquals(1, recorder.result().strays());
    }
}
