package ringside.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputLayoutTest {

    /** A module run's files, as env.json and the status' "see logs/..." name them, and where they are. */
    @Test
    void namesEachModuleRunsFiles(@TempDir Path dir) {
        String run = OutputLayout.moduleRun("loom", "0-1");
        assertEquals("loom.cpus-0-1", run);
        assertEquals("jmh/loom.cpus-0-1.json", OutputLayout.jmhFile(run));
        assertEquals("logs/loom.cpus-0-1.log", OutputLayout.logFile(run));
        OutputLayout layout = new OutputLayout(dir);
        assertEquals(dir.resolve("jmh").resolve("loom.cpus-0-1.json"), dir.resolve(OutputLayout.jmhFile(run)));
        assertEquals(dir.resolve("frameworks").resolve("loom.json"), layout.framework("loom"));
        assertEquals(dir.resolve("status.tsv"), layout.status());
        assertEquals(dir.resolve("charts"), layout.charts());
    }

    /** A folder holds a run once it has JMH results or a status: a run where nothing finished has only the latter. */
    @Test
    void holdsARunWithResultsOrAStatus(@TempDir Path dir) throws Exception {
        OutputLayout layout = new OutputLayout(dir);
        assertFalse(layout.holdsARun());
        assertFalse(new OutputLayout(dir.resolve("missing")).holdsARun());
        Files.createDirectories(layout.logs());
        assertFalse(layout.holdsARun(), "logs alone are no run");
        Files.writeString(layout.status(), "");
        assertTrue(layout.holdsARun());
        Files.delete(layout.status());
        Files.createDirectories(layout.jmh());
        assertTrue(layout.holdsARun());
    }
}
