package ringside.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CpuSetTest {
    private static final CpuSet EIGHT = CpuSet.available("0-7");

    private static String refusal(String text) {
        return assertThrows(IllegalArgumentException.class, () -> CpuSet.parse(text, EIGHT)).getMessage();
    }

    /** Linux's spelling, which the forks report: the report matches results and statuses by it. */
    @Test
    void isSpelledAsLinuxSpellsIt() {
        assertEquals("0-1", CpuSet.parse("1,0", EIGHT).toString());
        assertEquals("0-2,5", CpuSet.parse("5,0-1,2", EIGHT).toString());
        assertEquals("3", CpuSet.parse("3", EIGHT).toString());
        assertEquals("0,2,4-7", CpuSet.parse("0,2,4,5-6,7", EIGHT).toString());
        assertEquals(CpuSet.parse("0-1", EIGHT), CpuSet.parse("0,1", EIGHT));
        assertEquals(6, CpuSet.parse("0,2,4-7", EIGHT).size());
    }

    @Test
    void refusesWhatIsNotAListOfAvailableCpus() {
        assertEquals("'0;rm -rf x' is not accepted; expected CPU numbers and ranges such as 0, 0-1 or 0,2"
                + " (available: 0-7)", refusal("0;rm -rf x"));
        assertEquals("'3-1' is not accepted; a range goes from low to high, such as 0-1 (available: 0-7)",
                refusal("3-1"));
        assertEquals("CPU 8 does not exist or is not available here (available: 0-7)", refusal("6-9"));
        assertEquals("CPU 99999999999999999999 does not exist or is not available here (available: 0-7)",
                refusal("99999999999999999999"));
        assertEquals("CPU 8 does not exist or is not available here (available: 0-7)", refusal("0-2000000000"));
        refusal("");
        refusal("0,");
        refusal("-1");
    }
}
