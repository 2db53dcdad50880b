package ringside.loom.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.SynchronousQueue;
import org.junit.jupiter.api.Test;

/** The program's own check of its depth counts the frames its threads take at, so a shallow take cannot pass. */
class PlainRingAtDepthTest {

    @Test
    void aLinkCountsTheFramesItTakesAt() throws Exception {
        for (int depth : new int[] {0, 1, 64}) {
            SynchronousQueue<Integer> from = new SynchronousQueue<>();
            PlainRingAtDepth.Link link = new PlainRingAtDepth.Link(from, new SynchronousQueue<>(), depth);
            int[] taken = new int[1];
            Thread taker = Thread.ofVirtual().start(() -> {
                try {
                    taken[0] = link.take(depth, 0);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            from.put(7);
            taker.join();
            assertEquals(7, taken[0]);
            assertEquals(depth, link.framesSeen, "depth " + depth);
        }
    }
}
