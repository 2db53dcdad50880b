package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FigureLineTest {

    @Test
    void readsTheOneFigureLineAmongOtherOutput() {
        assertEquals(2.781, FigureLine.read(List.of("warming up", "side-by-side figure 2.781 ms/op", "bye"), "ms/op"));
        assertEquals(306.0, FigureLine.read(List.of(FigureLine.of(306, "ns/msg")), "ns/msg"), 1e-9);
    }

    @Test
    void refusesOutputItCannotRead() {
        List<List<String>> unreadable = List.of(List.of(), List.of("median 2.7 ms"),
                List.of("side-by-side figure 2.7 ms/op", "side-by-side figure 2.8 ms/op"),
                List.of("side-by-side figure 2.7 ns/msg"), List.of("side-by-side figure 2.7"),
                List.of("side-by-side figure two ms/op"), List.of("side-by-side figure NaN ms/op"),
                List.of("side-by-side figure -1 ms/op"), List.of("side-by-side figure 0 ms/op"),
                List.of("side-by-side figure 2.7 ms/op extra"));
        for (List<String> output : unreadable) {
            FigureLine.UnreadableOutputException e = assertThrows(FigureLine.UnreadableOutputException.class,
                    () -> FigureLine.read(output, "ms/op"), output.toString());
            assertTrue(e.getMessage().startsWith("its "), e.getMessage());
        }
    }
}
