package ringside.contract;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.format.DateTimeParseException;
import org.junit.jupiter.api.Test;

/** A module states every fact and dates them, or its facts are refused where they are made. */
class FrameworkFactsTest {

    @Test
    void everyFactIsStatedAndDated() {
        assertDoesNotThrow(() -> new FrameworkFacts("1.0 (2020)", "none", "8+", "nothing", "no", "2026-11-30"));
        assertThrows(IllegalArgumentException.class,
                () -> new FrameworkFacts("1.0 (2020)", " ", "8+", "nothing", "no", "2026-11-30"));
        assertThrows(IllegalArgumentException.class,
                () -> new FrameworkFacts(null, "none", "8+", "nothing", "no", "2026-11-30"));
        assertThrows(DateTimeParseException.class,
                () -> new FrameworkFacts("1.0 (2020)", "none", "8+", "nothing", "no", "last week"));
    }
}
