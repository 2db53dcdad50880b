package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./benchmark.sh report <outDir>} hands the folder over; the report refuses one that holds no run. */
class ReportMainTest {

    @Test
    void aFolderWithoutARunIsRefusedWithStatusTwo(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("logs")); // something, but no run
        Process p = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), "-cp",
                System.getProperty("java.class.path"), Report.class.getName(), dir.toString()).start();
        p.getOutputStream().close();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the report did not end");
        assertEquals(2, p.exitValue(), stderr);
        assertEquals("benchmark.sh: report: '" + dir + "' holds no Ringside run (no jmh/ or status.tsv)",
                stderr.strip());
        try (var left = Files.list(dir)) {
            assertEquals(1, left.count(), "nothing written");
        }
    }
}
