package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** benchmark.sh refuses a compare without its two folders before it builds anything. */
class CompareScriptTest {
    private static final Path SCRIPT = Path.of("..", "benchmark.sh").toAbsolutePath().normalize();

    @Test
    void aCompareWithoutTwoFoldersIsRefused() throws Exception {
        for (String[] args : new String[][] {{"compare"}, {"compare", "a"}, {"compare", "a", "b", "c"}}) {
            ProcessBuilder pb = new ProcessBuilder("bash", SCRIPT.toString());
            pb.command().addAll(List.of(args));
            Process p = pb.start();
            p.getOutputStream().close();
            String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "benchmark.sh did not stop");
            assertEquals(2, p.exitValue(), stderr);
            assertTrue(stderr.contains("usage: [outDir=<folder>] ./benchmark.sh compare <result folder A> <result"
                    + " folder B>"), stderr);
        }
    }
}
