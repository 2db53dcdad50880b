package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import ringside.workload.InvalidResultException;

class RingsideLoopTest {

    /** With no time to spend, the loop still measures one op (a figure is never an empty mean). */
    @Test
    void measuresAtLeastOneOp() {
        AtomicInteger ran = new AtomicInteger();
        RingsideLoop.Window window = RingsideLoop.Window.run(ran::incrementAndGet, 0, 0);
        assertEquals(1, window.ops());
        assertEquals(1, ran.get());
    }

    /** An op whose result fails validation ends the loop: no figure is taken from it. */
    @Test
    void anInvalidResultEndsTheLoop() {
        assertThrows(InvalidResultException.class, () -> RingsideLoop.Window.run(() -> {
            throw new InvalidResultException("worker 3 received 0, expected worker 1");
        }, 0, 0));
    }
}
