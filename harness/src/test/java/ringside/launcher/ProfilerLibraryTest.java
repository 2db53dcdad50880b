package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** async-profiler's library comes from its Maven jar on the class path, per platform, copied out at run time. */
class ProfilerLibraryTest {
    @Test
    void eachPlatformHasItsEntryInTheJar() {
        assertEquals(Optional.of("linux-x64/libasyncProfiler.so"), ProfilerLibrary.entry("Linux", "amd64"));
        assertEquals(Optional.of("linux-arm64/libasyncProfiler.so"), ProfilerLibrary.entry("Linux", "aarch64"));
        assertEquals(Optional.of("macos/libasyncProfiler.so"), ProfilerLibrary.entry("Mac OS X", "aarch64"));
        assertEquals(Optional.empty(), ProfilerLibrary.entry("Linux", "s390x"));
        assertEquals(Optional.empty(), ProfilerLibrary.entry("Windows 11", "amd64"));
    }

    /** On this machine (where the build runs), the jar Maven resolved has the library, and it copies out whole. */
    @Test
    void theLibraryIsCopiedOutOfTheJar() throws Exception {
        String entry = ProfilerLibrary.entryForThisPlatform();
        Path library = ProfilerLibrary.extract();
        assertEquals("libasyncProfiler.so", library.getFileName().toString());
        try (var in = ProfilerLibrary.class.getClassLoader().getResourceAsStream(entry)) {
            assertTrue(Files.size(library) > 100_000, "a library, not a stub: " + Files.size(library));
            assertEquals(in.readAllBytes().length, Files.size(library));
        }
    }
}
