package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MedianTest {
    @Test
    void theMiddleValueOrTheMeanOfTheTwoInTheMiddle() {
        assertEquals(2.0, Median.of(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Median.of(List.of(4.0, 1.0, 3.0, 2.0)));
        assertEquals(7.0, Median.of(List.of(7.0)));
        assertTrue(Double.isNaN(Median.of(List.of())));
    }
}
