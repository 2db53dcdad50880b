package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

class WorkloadValidationTest {

    /** Plays the ring by its definition, one hop at a time. */
    private static RingResult simulate(RingWorkload w) {
        long[] counts = new long[w.workerCount()];
        int at = 0;
        for (int v = w.ringSize(); ; v--) {
            counts[at]++;
            if (v == 0) {
                return new RingResult(at, counts, Starts.ownContext(w.workerCount()));
            }
            at = (at + 1) % w.workerCount();
        }
    }

    @Test
    void ringExpectationsMatchTheDefinition() {
        for (int workers : new int[] {2, 3, 7, 503}) {
            for (int hops : new int[] {1, 2, 7, 1000, 1006}) {
                RingWorkload w = new RingWorkload(workers, hops);
                assertDoesNotThrow(() -> w.validate(simulate(w)), w.toString());
            }
        }
    }

    @Test
    void ringRefusesWrongEnderAndLostOrExtraMessages() {
        RingWorkload w = new RingWorkload(3, 7);
        RingResult good = simulate(w);
        assertEquals(1, good.endedBy());
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(0, good.receiveCounts(), good.workers())));
        long[] dropped = good.receiveCounts().clone();
        dropped[2]--;
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new RingResult(1, dropped, good.workers())));
        assertTrue(e.getMessage().contains("worker 2 received"), e.getMessage());
        long[] moved = good.receiveCounts().clone();
        moved[0]++;
        moved[2]--; // same total, wrong worker
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(1, moved, good.workers())));
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(1, new long[2], good.workers())));
    }

    /**
     * Plays ping-pong by its definition through the check: send a ping, the ponger answers it, then the next. The
     * parties' witness is set as a correct op reports it (the witness has its own test).
     */
    private static PingPongResult pingPongInStep(PingPongWorkload w) {
        PingPongCheck c = new PingPongCheck(w);
        for (int i = 0; i < w.pingPongCount(); i++) {
            int ping = c.nextPing();
            c.pingReceived(ping);
            c.pongReceived(ping);
        }
        PingPongResult r = c.result();
        return new PingPongResult(r.pingsReceived(), r.pongsReceived(), r.violations(), r.firstViolation(),
                Starts.ownContext(2));
    }

    @Test
    void pingPongInStepPasses() {
        for (int count : new int[] {1, 2, 7, 1000}) {
            PingPongWorkload w = new PingPongWorkload(count);
            PingPongResult r = assertDoesNotThrow(() -> w.validate(pingPongInStep(w)), w.toString());
            assertEquals(List.of(count, count, 0, "null"), List.of((int) r.pingsReceived(), (int) r.pongsReceived(),
                    (int) r.violations(), String.valueOf(r.firstViolation())));
        }
        assertEquals(10, new PingPongWorkload(5).messagesPerOp());
    }

    @Test
    void pingPongNeedsBothCounts() {
        PingPongWorkload w = new PingPongWorkload(5);
        assertDoesNotThrow(() -> w.validate(new PingPongResult(5, 5, 0, null, Starts.ownContext(2))));
        assertThrows(InvalidResultException.class, () -> w.validate(new PingPongResult(5, 4, 0, null, Starts.ownContext(2))));
        assertThrows(InvalidResultException.class, () -> w.validate(new PingPongResult(4, 5, 0, null, Starts.ownContext(2))));
    }

    @Test
    void aPipelinedPingPongFails() {
        PingPongWorkload w = new PingPongWorkload(5);
        PingPongCheck c = new PingPongCheck(w);
        int[] pings = new int[5];
        for (int i = 0; i < 5; i++) {
            pings[i] = c.nextPing(); // every ping sent before any pong is read
        }
        for (int ping : pings) {
            c.pingReceived(ping);
        }
        for (int ping : pings) {
            c.pongReceived(ping);
        }
        PingPongResult r = c.result();
        assertEquals(5, r.pingsReceived()); // the counts alone would pass
        assertEquals(5, r.pongsReceived());
        assertEquals(4, r.violations()); // the last pong does answer the last ping
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(r));
        assertTrue(e.getMessage().contains("PingPongWorkload[pingPongCount=5]"), e.getMessage());
        assertTrue(e.getMessage().contains("pong 1 arrived after ping 5 was sent"), e.getMessage());
    }

    @Test
    void aReorderedPingPongFails() {
        PingPongWorkload w = new PingPongWorkload(5);
        PingPongCheck c = new PingPongCheck(w);
        for (int i = 0; i < 5; i++) {
            int ping = c.nextPing();
            int delivered = ping == 2 ? 3 : ping == 3 ? 2 : ping; // pings 2 and 3 swapped on the way
            c.pingReceived(delivered);
            c.pongReceived(delivered);
        }
        PingPongResult r = c.result();
        assertEquals(4, r.violations()); // the ponger and the pinger each see both
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(r));
        assertTrue(e.getMessage().contains("ping 3 arrived when ping 2 was due"), e.getMessage());
        assertTrue(e.getMessage().contains("pong 3 arrived after ping 2 was sent"), e.getMessage());
    }

    @Test
    void aLostPongFails() {
        PingPongWorkload w = new PingPongWorkload(5);
        PingPongCheck c = new PingPongCheck(w);
        for (int i = 0; i < 5; i++) {
            int ping = c.nextPing();
            c.pingReceived(ping);
            if (ping != 3) {
                c.pongReceived(ping);
            }
        }
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(c.result()));
        assertTrue(e.getMessage().contains("pinger 4 pongs"), e.getMessage());
    }

    @Test
    void anExtraPingIsAViolation() {
        PingPongCheck c = new PingPongCheck(new PingPongWorkload(1));
        c.nextPing();
        c.nextPing();
        assertEquals("ping 2 sent, the op has 1", c.result().firstViolation());
    }

    @Test
    void fanOutClosedFormMatchesTheSumItReplaces() {
        for (int messages : new int[] {1, 2, 3, 1000, 3_000_000}) { // 3e6: the sum wraps past 2^63
            long sum = 0;
            for (long x = 1; x <= messages; x++) {
                sum += FanOutWorkload.transform(x);
            }
            assertEquals(sum, new FanOutWorkload(4, messages).expectedSum(), "messages=" + messages);
        }
    }

    /** Plays fan-out by its definition, number x to {@code route(x)}: what each worker and the collector see. */
    private static FanOutResult fanOut(FanOutWorkload w, LongUnaryOperator route) {
        long[] counts = new long[w.fanOutWorkers()];
        long[] sums = new long[w.fanOutWorkers()];
        long sum = 0;
        for (long x = 1; x <= w.fanOutMessages(); x++) {
            int worker = (int) route.applyAsLong(x);
            counts[worker]++;
            sums[worker] += x;
            sum += FanOutWorkload.transform(x);
        }
        return new FanOutResult(w.fanOutMessages(), sum, counts, sums, Starts.ownContext(w.fanOutWorkers()));
    }

    @Test
    void fanOutWorkerSumsMatchTheDefinition() {
        for (int workers : new int[] {1, 3, 8, 1000}) {
            for (int messages : new int[] {1, 3, 7, 1000, 1001}) {
                FanOutWorkload w = new FanOutWorkload(workers, messages);
                assertDoesNotThrow(() -> w.validate(fanOut(w, w::workerFor)), w.toString());
            }
        }
        // the largest n: the closed form must not overflow (an arithmetic series: (first + last) * count / 2)
        for (int workers : new int[] {1, 3}) {
            FanOutWorkload big = new FanOutWorkload(workers, Integer.MAX_VALUE);
            for (int i = 0; i < workers; i++) {
                long c = big.expectedWorkerCount(i);
                long first = i + 1;
                long last = first + (long) workers * (c - 1);
                assertEquals(BigInteger.valueOf(first + last).multiply(BigInteger.valueOf(c)).shiftRight(1)
                        .longValueExact(), big.expectedWorkerSum(i), big + " worker " + i);
            }
        }
    }

    @Test
    void fanOutChecksCountSumAndShares() {
        FanOutWorkload w = new FanOutWorkload(3, 7); // shares 3, 2, 2: 1+4+7, 2+5, 3+6
        long sum = w.expectedSum();
        long[] sums = {12, 7, 9};
        assertDoesNotThrow(() -> w.validate(new FanOutResult(7, sum, new long[] {3, 2, 2}, sums, Starts.ownContext(3))));
        assertThrows(InvalidResultException.class,
                () -> w.validate(new FanOutResult(6, sum, new long[] {3, 2, 2}, sums, Starts.ownContext(3))));
        assertThrows(InvalidResultException.class,
                () -> w.validate(new FanOutResult(7, sum - 1, new long[] {3, 2, 2}, sums, Starts.ownContext(3))));
        assertThrows(InvalidResultException.class,
                () -> w.validate(new FanOutResult(7, sum, new long[] {7, 0, 0}, sums, Starts.ownContext(3))));
        assertThrows(InvalidResultException.class,
                () -> w.validate(new FanOutResult(7, sum, new long[] {3, 2, 2}, new long[] {12, 7}, Starts.ownContext(3))));
        FanOutWorkload wide = new FanOutWorkload(8, 1);
        assertDoesNotThrow(() -> wide.validate(
                new FanOutResult(1, 1, new long[] {1, 0, 0, 0, 0, 0, 0, 0}, new long[] {1, 0, 0, 0, 0, 0, 0, 0},
                        Starts.ownContext(8))));
    }

    @Test
    void aWorkerWithTheWrongNumbersFailsThoughCountsAndTotalAreRight() {
        FanOutWorkload w = new FanOutWorkload(3, 7);
        FanOutResult swapped = fanOut(w, x -> x == 1 ? 1 : x == 2 ? 0 : w.workerFor(x)); // 1 and 2 misrouted
        assertEquals(7, swapped.collected());
        assertEquals(w.expectedSum(), swapped.sum());
        for (int i = 0; i < 3; i++) {
            assertEquals(w.expectedWorkerCount(i), swapped.workerCounts()[i]);
        }
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(swapped));
        assertTrue(e.getMessage().contains("worker 0 received numbers summing to 13, expected 12"), e.getMessage());
    }

    /**
     * Every sender reports its start from a thread of its own (the witness), then the ranges are played one sender
     * after another, each message through the receiver's tally.
     */
    private static ContentionResult contention(ContentionWorkload w) {
        ContentionTally tally = new ContentionTally(w);
        List<Thread> senders = new ArrayList<>();
        tally.createSenders(s -> senders.add(Thread.ofPlatform().start(() -> tally.senderStarted(s))));
        senders.forEach(t -> assertDoesNotThrow(() -> t.join()));
        boolean all = false;
        for (int s = 0; s < w.contentionSenders(); s++) {
            for (long v = w.firstValue(s); v < w.firstValue(s) + w.share(s); v++) {
                assertFalse(all, w + ": the receiver said it had everything before the last message");
                all = tally.add(ContentionWorkload.message(s, v));
            }
        }
        assertTrue(all, w + ": the receiver's last message ends the op");
        return tally.result();
    }

    @Test
    void contentionSendersShareTheNumbersInContiguousRanges() {
        int[][] sizes = {{1, 1}, {1, 1000}, {8, 3}, {3, 1000}, {7, 1000}, {64, 10_000}, {64, 20_000}, {1000, 64}};
        for (int[] size : sizes) {
            ContentionWorkload w = new ContentionWorkload(size[0], size[1]);
            long next = 1;
            for (int s = 0; s < w.contentionSenders(); s++) {
                assertEquals(next, w.firstValue(s), w + " sender " + s + " starts where the one before ended");
                int expectedShare = size[1] / size[0] + (s < size[1] % size[0] ? 1 : 0);
                assertEquals(expectedShare, w.share(s), w + " sender " + s); // the first n % senders get one more
                next += w.share(s);
            }
            assertEquals(size[1] + 1L, next, w + ": the ranges cover 1..n exactly");
            ContentionResult r = assertDoesNotThrow(() -> w.validate(contention(w)), w.toString());
            assertEquals((long) size[1] * (size[1] + 1) / 2, r.sum(), w.toString());
        }
        ContentionWorkload uneven = new ContentionWorkload(3, 10); // 4, 3, 3: 1..4, 5..7, 8..10
        assertEquals(List.of(4, 3, 3), List.of(uneven.share(0), uneven.share(1), uneven.share(2)));
        assertEquals(List.of(10L, 18L, 27L),
                List.of(uneven.expectedSenderSum(0), uneven.expectedSenderSum(1), uneven.expectedSenderSum(2)));
        assertEquals(1_000_000, new ContentionWorkload(64, 1_000_000).messagesPerOp());
        // the largest n: sums stay exact in 64 bits
        ContentionWorkload big = new ContentionWorkload(3, Integer.MAX_VALUE);
        BigInteger n = BigInteger.valueOf(Integer.MAX_VALUE);
        assertEquals(n.multiply(n.add(BigInteger.ONE)).shiftRight(1).longValueExact(), big.expectedSum());
        assertEquals(big.expectedSum(), big.expectedSenderSum(0) + big.expectedSenderSum(1) + big.expectedSenderSum(2));
    }

    @Test
    void aContentionMessageCarriesItsSenderAndValue() {
        for (int sender : new int[] {0, 1, 63, Integer.MAX_VALUE}) {
            for (long value : new long[] {1, 2, 1L << 31, Integer.MAX_VALUE}) {
                long m = ContentionWorkload.message(sender, value);
                assertEquals(sender, ContentionWorkload.senderOf(m));
                assertEquals(value, ContentionWorkload.valueOf(m));
            }
        }
    }

    /** Three senders that each reported their start from their own context. */
    private static final int[] OWN_THREE = {ContentionResult.OWN_CONTEXT, ContentionResult.OWN_CONTEXT,
        ContentionResult.OWN_CONTEXT};

    /** The witness: senders created through the tally, each started in its own context. */
    @Test
    void contentionChecksThatEachSenderStartedInItsOwnContext() {
        ContentionWorkload w = new ContentionWorkload(3, 10);
        long[] counts = {4, 3, 3};
        long[] sums = {10, 18, 27};
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 55, counts, sums, false, OWN_THREE)));
        assertTrue(e.getMessage().contains("not created through ContentionTally.createSenders"), e.getMessage());
        e = assertThrows(InvalidResultException.class, () -> w.validate(new ContentionResult(10, 55, counts, sums,
                true, new int[] {ContentionResult.OWN_CONTEXT, ContentionResult.NOT_STARTED,
                    ContentionResult.OWN_CONTEXT})));
        assertTrue(e.getMessage().contains("sender 1 never reported its start"), e.getMessage());
        e = assertThrows(InvalidResultException.class, () -> w.validate(new ContentionResult(10, 55, counts, sums,
                true, new int[] {ContentionResult.OWN_CONTEXT, ContentionResult.OWN_CONTEXT,
                    ContentionResult.INLINE})));
        assertTrue(e.getMessage().contains("sender 2 ran inline"), e.getMessage());
        // the tally itself: a sender reporting inside the creating loop, or on the op's thread, is inline
        ContentionTally tally = new ContentionTally(w);
        tally.createSenders(s -> {
            if (s == 0) {
                tally.senderStarted(s);
            }
        });
        tally.senderStarted(1);
        assertEquals(List.of(ContentionResult.INLINE, ContentionResult.INLINE, ContentionResult.NOT_STARTED),
                Arrays.stream(tally.result().senderStarts()).boxed().toList());
    }

    /** Ring's, ping-pong's and fan-out's witness: entities created through it, each started in its own context. */
    @Test
    void ringPingPongAndFanOutCheckWhereTheirEntitiesStarted() {
        RingWorkload ring = new RingWorkload(3, 7);
        RingResult good = simulate(ring);
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> ring.validate(
                new RingResult(1, good.receiveCounts(), new Starts(false, good.workers().starts()))));
        assertTrue(e.getMessage().contains("the workers were not created through RingWorkload.workers().create"),
                e.getMessage());
        e = assertThrows(InvalidResultException.class, () -> ring.validate(new RingResult(1, good.receiveCounts(),
                new Starts(true, new int[] {Starts.OWN_CONTEXT, Starts.NOT_STARTED, Starts.OWN_CONTEXT}))));
        assertTrue(e.getMessage().contains("worker 1 never reported its start"), e.getMessage());
        PingPongWorkload pingPong = new PingPongWorkload(2);
        PingPongResult played = pingPongInStep(pingPong);
        e = assertThrows(InvalidResultException.class, () -> pingPong.validate(new PingPongResult(2, 2, 0, null,
                new Starts(true, new int[] {Starts.OWN_CONTEXT, Starts.INLINE}))));
        assertTrue(e.getMessage().contains("the ponger ran inline"), e.getMessage());
        assertDoesNotThrow(() -> pingPong.validate(played));
        FanOutWorkload fanOut = new FanOutWorkload(2, 4);
        FanOutResult right = fanOut(fanOut, fanOut::workerFor);
        e = assertThrows(InvalidResultException.class, () -> fanOut.validate(new FanOutResult(4, right.sum(),
                right.workerCounts(), right.workerSums(), new Starts(true, new int[] {Starts.INLINE, 0}))));
        assertTrue(e.getMessage().contains("worker 0 ran inline, on the op's thread or inside the loop that creates"
                + " the workers"), e.getMessage());
        // the witness itself: an entity reporting inside the creating block, or on the op's thread, is inline
        PingPongCheck check = new PingPongCheck(pingPong);
        check.createParties(check::pingerStarted);
        check.pongerStarted();
        assertEquals(List.of(Starts.INLINE, Starts.INLINE),
                Arrays.stream(check.result().parties().starts()).boxed().toList());
    }

    @Test
    void contentionChecksCountsSumsAndTheTotal() {
        ContentionWorkload w = new ContentionWorkload(3, 10); // 1..4, 5..7, 8..10
        long[] counts = {4, 3, 3};
        long[] sums = {10, 18, 27};
        assertDoesNotThrow(() -> w.validate(new ContentionResult(10, 55, counts, sums, true, OWN_THREE)));
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(9, 55, counts, sums, true, OWN_THREE)));
        assertTrue(e.getMessage().contains("the receiver got 9 messages, expected 10"), e.getMessage());
        e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 55, new long[] {5, 2, 3}, sums, true, OWN_THREE)));
        assertTrue(e.getMessage().contains("sender 0 was credited with 5 messages, expected 4"), e.getMessage());
        e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 55, counts, new long[] {11, 17, 27}, true, OWN_THREE)));
        assertTrue(e.getMessage().contains("sender 0 sent values summing to 11, expected 10"), e.getMessage());
        e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 54, counts, sums, true, OWN_THREE)));
        assertTrue(e.getMessage().contains("the receiver's sum is 54, expected 55"), e.getMessage());
        assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 55, new long[] {4, 3}, new long[] {10, 18}, true, OWN_THREE)));
    }

    /**
     * The one-mailbox witness: two receivers at once fail before anything else, even with every count right. The TCK's
     * fake with a receiver per sender shows the tally counting two.
     */
    @Test
    void contentionChecksThatOneReceiverTakesTheMessages() {
        ContentionWorkload w = new ContentionWorkload(3, 10);
        long[] counts = {4, 3, 3};
        long[] sums = {10, 18, 27};
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new ContentionResult(10, 55, counts, sums, true, OWN_THREE, 0, 2)));
        assertTrue(e.getMessage().contains("2 receivers took messages at once"), e.getMessage());
        assertDoesNotThrow(() -> w.validate(new ContentionResult(10, 55, counts, sums, true, OWN_THREE, 0, 1)));

        // one receiver, its messages one after another: the first waits for a second receiver that never comes
        ContentionTally tally = TckHold.during(() -> new ContentionTally(new ContentionWorkload(2, 2)));
        tally.createSenders(s -> { });
        tally.senderStarted(0);
        tally.senderStarted(1);
        tally.add(ContentionWorkload.message(0, 1));
        tally.add(ContentionWorkload.message(1, 2));
        assertEquals(1, tally.result().receiversAtOnce());
        assertEquals(0, new ContentionTally(w).result().receiversAtOnce(), "not counted outside the hold");
    }

    /** A duplicated message ends the tally one message early: the total count is right, the senders' are not. */
    @Test
    void aDuplicatedContentionMessageFails() {
        ContentionWorkload w = new ContentionWorkload(2, 4); // 1..2, 3..4
        ContentionTally tally = new ContentionTally(w);
        tally.add(ContentionWorkload.message(0, 1));
        tally.add(ContentionWorkload.message(0, 1));
        tally.add(ContentionWorkload.message(1, 3));
        assertTrue(tally.add(ContentionWorkload.message(1, 4)));
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(tally.result()));
        assertTrue(e.getMessage().contains("sender 0 sent values summing to 2, expected 3"), e.getMessage());
    }

    /** Plays the tree by its definition, depth first, through each actor's SpawnNode (inline: no witness here). */
    private static SpawnResult spawnTree(SpawnNode node) {
        for (SpawnNode child : node.spawnChildren()) {
            node.add(spawnTree(child));
        }
        return node.reply();
    }

    @Test
    void spawnExpectationsMatchTheDefinition() {
        int[][] sizes = {{2, 1}, {2, 2}, {2, 1024}, {3, 243}, {10, 1}, {10, 10}, {10, 10_000}};
        for (int[] size : sizes) {
            SpawnWorkload w = new SpawnWorkload(size[0], size[1]);
            SpawnResult r = assertDoesNotThrow(() -> w.validate(spawnTree(SpawnNode.root(w))), w.toString());
            long n = size[1];
            assertEquals(n * (n - 1) / 2, r.sum(), w.toString());
        }
        assertEquals(11_111, new SpawnWorkload(10, 10_000).actors());
        assertEquals(1_111_111, new SpawnWorkload(10, 1_000_000).messagesPerOp()); // one reply per actor
        assertEquals(2 * 1024 - 1, new SpawnWorkload(2, 1024).actors());
        assertEquals(1, new SpawnWorkload(7, 1).actors());
    }

    @Test
    void spawnRefusesAWrongSumOrAWrongNumberOfActors() {
        SpawnWorkload w = new SpawnWorkload(3, 9);
        SpawnResult good = spawnTree(SpawnNode.root(w));
        assertEquals(new SpawnResult(36, 13), good);
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new SpawnResult(36, 12)));
        assertTrue(e.getMessage().contains("12 actors ran, expected 13"), e.getMessage());
        e = assertThrows(InvalidResultException.class, () -> w.validate(new SpawnResult(35, 13)));
        assertTrue(e.getMessage().contains("the root's sum is 35, expected 36"), e.getMessage());
    }

    /** A parent that replies before every child has: its sum and count miss the late children. */
    @Test
    void aParentThatRepliesEarlyFails() {
        SpawnWorkload w = new SpawnWorkload(2, 4);
        SpawnNode root = SpawnNode.root(w);
        root.add(spawnTree(root.spawnChildren().iterator().next()));
        assertThrows(InvalidResultException.class, () -> w.validate(root.reply()));
    }

    @Test
    void spawnLeavesMustBeAPowerOfTheBranching() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SpawnWorkload(10, 10_001));
        assertTrue(e.getMessage().startsWith("spawnLeaves: 10001 is not accepted; expected a power of spawnBranching"
                + " (10)"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SpawnWorkload(3, 10));
        e = assertThrows(IllegalArgumentException.class, () -> new SpawnWorkload(1, 1));
        assertTrue(e.getMessage().startsWith("spawnBranching:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SpawnWorkload(2, 0));
        assertDoesNotThrow(() -> new SpawnWorkload(2, 1 << 30));
        assertDoesNotThrow(() -> new SpawnWorkload(46_341, 46_341)); // b * b would pass 2^31
    }

    @Test
    void sizesAreRefusedWithTheParameterName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RingWorkload(1, 10));
        assertTrue(e.getMessage().startsWith("workerCount:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RingWorkload(2, 0));
        assertThrows(IllegalArgumentException.class, () -> new PingPongWorkload(0));
        assertThrows(IllegalArgumentException.class, () -> new FanOutWorkload(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new FanOutWorkload(1, -1));
        e = assertThrows(IllegalArgumentException.class, () -> new ContentionWorkload(0, 10));
        assertTrue(e.getMessage().startsWith("contentionSenders: 0 is not accepted; expected an integer >= 1"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new ContentionWorkload(64, 0));
        assertTrue(e.getMessage().startsWith("contentionMessages: 0 is not accepted; expected an integer >= 1"),
                e.getMessage());
    }

    @Test
    void workloadsCountTheirMessages() {
        assertEquals(1001, new RingWorkload(3, 1000).messagesPerOp());
        assertEquals(20, new FanOutWorkload(3, 10).messagesPerOp());
        assertEquals(1000, new ContentionWorkload(64, 1000).messagesPerOp());
        assertEquals(111, new SpawnWorkload(10, 100).messagesPerOp());
    }

    /** Primes below {@code limit} by trial division: no sieve, so the workload's own is checked another way. */
    private static List<Integer> primesByTrialDivision(int limit) {
        List<Integer> primes = new ArrayList<>();
        for (int n = 2; n < limit; n++) {
            boolean prime = true;
            for (int d = 2; (long) d * d <= n && prime; d++) {
                prime = n % d != 0;
            }
            if (prime) {
                primes.add(n);
            }
        }
        return primes;
    }

    /**
     * Each filter's expected counts against a brute-force count: filter p receives every number above p below the limit
     * that no smaller prime divides (count and sum); every hop is one of those numbers, or the end once per filter.
     */
    @Test
    void sieveExpectationsMatchABruteForceCount() {
        List<Integer> limits = new ArrayList<>();
        for (int limit = 3; limit <= 120; limit++) {
            limits.add(limit);
        }
        limits.addAll(List.of(2_000, 20_000));
        for (int limit : limits) {
            SieveWorkload w = new SieveWorkload(limit);
            List<Integer> primes = primesByTrialDivision(limit);
            assertEquals(primes.size(), w.filters(), w.toString());
            long hops = 0;
            for (int i = 0; i < primes.size(); i++) {
                int p = primes.get(i);
                long received = 0;
                long sum = 0;
                for (int n = p + 1; n < limit; n++) {
                    final int number = n;
                    if (primes.subList(0, i).stream().noneMatch(q -> number % q == 0)) {
                        received++;
                        sum += n;
                    }
                }
                assertEquals(received, w.expectedReceived(i), w + ": the filter for " + p + " receives");
                assertEquals(sum, w.expectedReceivedSum(i), w + ": the sum of what the filter for " + p + " receives");
                hops += received + 1;
            }
            assertEquals(hops, w.messagesPerOp(), w + ": hops");
        }
        assertEquals(2_262, new SieveWorkload(20_000).filters(), "the default: 2,262 primes below 20,000");
    }

    @Test
    void sieveLimitsAreRefusedWithTheParameterName() {
        for (int bad : new int[] {2, 0, SieveWorkload.MAX_LIMIT + 1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SieveWorkload(bad));
            assertTrue(e.getMessage().startsWith("sieveLimit: " + bad + " is not accepted"), e.getMessage());
        }
    }

    /** Every actor's peers: never itself, always one of the actors, and every actor is some actor's peer. */
    @Test
    void bigPeersAreNeverTheActorItselfAndAlwaysInRange() {
        for (int actors : new int[] {2, 3, 7, 64}) {
            BigWorkload w = new BigWorkload(actors, 1_000);
            boolean[] reached = new boolean[actors];
            for (int a = 0; a < actors; a++) {
                for (int k = 0; k < w.bigPings(); k++) {
                    int peer = w.peer(a, k);
                    assertTrue(peer >= 0 && peer < actors && peer != a, w + ": actor " + a + "'s ping " + k
                            + " goes to " + peer);
                    reached[peer] = true;
                }
            }
            for (int a = 0; a < actors; a++) {
                assertTrue(reached[a], w + ": actor " + a + " is nobody's peer");
                assertEquals(a, w.senderOf(w.ping(a, w.bigPings() - 1)));
                assertEquals(w.bigPings() - 1, w.indexOf(w.ping(a, w.bigPings() - 1)));
            }
        }
        assertThrows(IllegalArgumentException.class, () -> new BigWorkload(1, 10));
        assertThrows(IllegalArgumentException.class, () -> new BigWorkload(64, 0));
    }

    /** Order is per source: sources may interleave freely, but each source's numbers must come 1, 2, 3, ... */
    @Test
    void selectChecksTheOrderWithinEachSource() {
        SelectWorkload w = new SelectWorkload(2, 3);
        SelectTally interleaved = new SelectTally(w);
        for (long[] m : new long[][] {{1, 1}, {0, 1}, {0, 2}, {1, 2}, {1, 3}, {0, 3}}) {
            interleaved.add(SelectWorkload.message((int) m[0], m[1]));
        }
        SelectResult inOrder = interleaved.result();
        assertEquals(0, inOrder.outOfOrder());
        SelectTally swapped = new SelectTally(w);
        for (long[] m : new long[][] {{0, 1}, {1, 2}, {1, 1}, {0, 2}, {1, 3}, {0, 3}}) {
            swapped.add(SelectWorkload.message((int) m[0], m[1]));
        }
        InvalidResultException e = assertThrows(InvalidResultException.class, () -> w.validate(swapped.result()));
        assertTrue(e.getMessage().contains("came out of their source's order, the first: source 1's 2 came after its"
                + " 0"), e.getMessage());
        SelectTally short1 = new SelectTally(w);
        for (long[] m : new long[][] {{0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 2}}) {
            short1.add(SelectWorkload.message((int) m[0], m[1]));
        }
        e = assertThrows(InvalidResultException.class, () -> w.validate(short1.result()));
        assertTrue(e.getMessage().contains("the collector got 5 messages, expected 6"), e.getMessage());
    }
}
