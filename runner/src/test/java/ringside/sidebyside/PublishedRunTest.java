package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What `./benchmark.sh published <folder>` refuses before any work. */
class PublishedRunTest {
    @TempDir
    Path dir;

    @Test
    void refusesAFolderWithoutThePostsProgramsNamingThoseItLacks() throws Exception {
        Path posts = Files.createDirectories(dir.resolve("posts"));
        Files.writeString(posts.resolve("pingpong.go"), "package main");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path outDir = dir.resolve("out");

        int status = SideBySide.published(dir, posts, Map.of("outDir", outDir.toString()),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(2, status);
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("lacks pingpong.erl, pingpong.cpp, PingPongSemaphore.java, PingPongExchanger.java"),
                said);
        assertFalse(Files.exists(outDir), "nothing was written");
    }

    @Test
    void refusesABadParameterBeforeAnyWork() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path posts = Files.createDirectories(dir.resolve("posts"));
        for (PublishedProgram p : PublishedProgram.values()) {
            Files.writeString(posts.resolve(p.file()), "");
        }
        Files.writeString(dir.resolve("pom.xml"), "<modules><module>loom-impl</module></modules>"); // a checkout

        int status = SideBySide.published(dir, posts, Map.of("sideBySideJvms", "none"),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(2, status);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("sideBySideJvms"), err.toString(StandardCharsets.UTF_8));
    }
}
