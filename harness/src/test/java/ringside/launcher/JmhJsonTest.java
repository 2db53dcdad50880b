package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhJsonTest {

    /**
     * A full disk, for real: the temporary file is a link to Linux's /dev/full, where every write fails with ENOSPC.
     * The results written before stay whole, and the failure names the file and the cause.
     */
    @Test
    void aFullDiskKeepsTheLastWholeFileAndNamesTheCause(@TempDir Path dir) throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "Linux's /dev/full");
        Path file = dir.resolve("loom.json");
        JmhJson.write(List.of(), file);
        String before = Files.readString(file);
        Files.createSymbolicLink(dir.resolve("loom.json.tmp"), full);

        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> JmhJson.write(List.of(), file));

        assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
        assertTrue(FailureReason.of(e).contains(file.toString()), FailureReason.of(e));
        assertEquals(before, Files.readString(file));
        assertFalse(Files.exists(dir.resolve("loom.json.tmp"), LinkOption.NOFOLLOW_LINKS));
    }
}
