package ringside.kotlin

import io.ktor.client.HttpClient
import io.ktor.client.request.get
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.server.request.queryString
import io.ktor.server.response.respondText
import io.ktor.server.routing.get
import io.ktor.server.routing.routing
import java.util.concurrent.Future
import kotlinx.coroutines.launch
import ringside.contract.HttpPingPong
import ringside.workload.HttpPingPongResult
import ringside.workload.HttpPingPongTally
import ringside.workload.HttpPlaintext
import io.ktor.client.engine.cio.CIO as ClientCIO

/**
 * httpPingPong on Ktor: servers A and B are CIO servers with one route each, and each has its own HttpClient(CIO)
 * to call the other, on keep-alive connections ([keepAliveClient]). A handler answers n, then launches a coroutine in
 * its application (it does not wait for it) that sends n + 1 with the client and hands the response to the tally.
 * B's client sends the op's first request.
 */
internal class KtorPingPong private constructor() : HttpPingPong {
    @Volatile
    private var tally: HttpPingPongTally? = null
    private val clientA = keepAliveClient()
    private val clientB = keepAliveClient()
    private val serverA: KtorServer = peer(HttpPingPongTally.A, clientA) { portB }
    private val serverB: KtorServer = peer(HttpPingPongTally.B, clientB) { portA }
    private val portA: Int = KtorHttp.portOf(serverA)
    private val portB: Int = KtorHttp.portOf(serverB)

    override fun portA(): Int = portA

    override fun portB(): Int = portB

    override fun play(tally: HttpPingPongTally): Future<HttpPingPongResult> {
        this.tally = tally
        serverB.application.launch { send(clientB, portA, 1, tally) }
        return tally.done()
    }

    override fun close() {
        clientA.close()
        clientB.close()
        KtorHttp.stop(serverA)
        KtorHttp.stop(serverB)
    }

    /** One server; `otherPort` is read per request, once both servers listen. */
    private fun peer(name: Char, client: HttpClient, otherPort: () -> Int): KtorServer = KtorHttp.startServer {
        routing {
            get(PATH) {
                val n = HttpPingPongTally.parseQuery(call.request.queryString())
                val op = tally!!
                val next = op.arrived(name, n)
                call.respondText(HttpPingPongTally.body(n), TEXT_PLAIN)
                if (next > 0) {
                    call.application.launch { send(client, otherPort(), next, op) }
                }
            }
        }
    }

    private suspend fun send(client: HttpClient, port: Int, n: Long, op: HttpPingPongTally) {
        try {
            val response = client.get("http://${KtorHttp.LOOPBACK}:$port${HttpPingPongTally.path(n)}")
            op.answered(n, response.status.value, response.bodyAsText())
        } catch (e: Exception) {
            op.failed(e)
        }
    }

    companion object {
        /** The path the tally's requests carry, without their query. */
        private val PATH = HttpPingPongTally.path(1).substringBefore('?')
        private val TEXT_PLAIN = ContentType.parse(HttpPlaintext.CONTENT_TYPE)

        fun start(): KtorPingPong = KtorPingPong()

        /**
         * CIO's client reuses a connection only in its pipelining mode; otherwise each request gets a connection of
         * its own, closed after the response (Endpoint.execute). A ping-pong client sends its next request only after
         * the server has answered the previous one, so no server ever holds two: here the mode is keep-alive.
         */
        fun keepAliveClient(): HttpClient = HttpClient(ClientCIO) {
            engine {
                pipelining = true
            }
        }
    }
}
