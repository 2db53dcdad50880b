package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RowVerdictTest {

    /** Program 1, 2, 3 (mean 2, variance 1) against 4, 5, 6 (mean 5, variance 1): t = 3 / sqrt(2/3), df 4. */
    @Test
    void aboveTheRangeWithWelchsT() {
        RowVerdict v = new RowVerdict(List.of(1.0, 2.0, 3.0), List.of(4.0, 5.0, 6.0));
        assertEquals(3 / Math.sqrt(2.0 / 3), v.welchT(), 1e-12);
        assertEquals(4.0, v.degreesOfFreedom(), 1e-12);
        assertEquals("above the program's range; 150% above its mean (Welch's t = 3.7, df 4.0)", v.text());
    }

    @Test
    void insideAndBelowTheRange() {
        assertEquals("inside the program's range; 5% above its mean (Welch's t = 0.2, df 1.0)",
                new RowVerdict(List.of(8.0, 12.0), List.of(10.4, 10.6)).text());
        assertEquals("below the program's range; 49% below its mean (Welch's t = -8.4, df 2.1)",
                new RowVerdict(List.of(9.0, 10.0, 11.0), List.of(5.0, 5.2)).text());
    }

    @Test
    void noTWithOneJvmOnASide() {
        assertEquals("inside the program's range; at its mean (one JVM on a side or no spread: no Welch's t)",
                new RowVerdict(List.of(1.0, 3.0), List.of(2.0)).text());
    }
}
