/**
 * The academy assistant with a language model (docs/decisions/030-academy-assistant.md): OpenAI, or
 * any OpenAI-compatible server (Ollama, vLLM, llama.cpp) at OPENAI_BASE_URL, through the `openai`
 * SDK's chat completions. The model gets the built-in retrieval's answers as its only facts; the
 * moderation endpoint checks the question and the answer; one time budget covers every call; on
 * any error, timeout or flagged answer the family gets the built-in answer instead.
 */
import OpenAI from 'openai';
import { ACADEMY } from '#shared/academy';
import type { SafetyConcern } from '#shared/assistant/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { OpenAiConfig } from '#server/config';
import type { Assistant, AssistantAnswer, AssistantRequest } from './assistant';
import { builtInAnswer, directEntry } from './built-in';

const MODERATION_MODEL = 'omni-moderation-latest';

function systemPrompt(facts: string[]): string {
  return [
    `You are the assistant of ${ACADEMY.name}, a youth soccer academy in ${ACADEMY.location.area}, answering a parent in the academy's app.`,
    'Answer only from the facts below. If they do not answer the question, say so briefly and suggest writing to Academy Support.',
    'Never invent prices, dates, times, names or policies. Never ask for personal details about children.',
    'Answer in plain text, in at most 120 words.',
    '',
    'Facts:',
    ...facts.map((fact, i) => `[${i + 1}] ${fact}`),
  ].join('\n');
}

/** Which fixed safety answer a flagged question gets. */
function concernOf(categories: OpenAI.Moderations.Moderation.Categories): SafetyConcern {
  if (categories['self-harm'] || categories['self-harm/intent'] || categories['self-harm/instructions']) return 'self-harm';
  if (categories['sexual/minors'] || categories.harassment || categories.violence) return 'abuse';
  return 'profanity';
}

export function createOpenAiAssistant(config: OpenAiConfig, log: FastifyBaseLogger): Assistant {
  const client = new OpenAI({
    // A compatible server without keys still needs the header filled.
    apiKey: config.apiKey ?? 'no-key',
    baseURL: config.baseUrl ?? null,
    maxRetries: 0,
    timeout: config.timeoutMs,
  });
  const isSelfHosted = Boolean(config.baseUrl);

  /** The moderation result; null when a self-hosted server has no moderation endpoint (404). */
  async function moderate(input: string, signal: AbortSignal): Promise<OpenAI.Moderations.Moderation | null> {
    try {
      const result = await client.moderations.create({ model: MODERATION_MODEL, input }, { signal });
      return result.results[0] ?? null;
    } catch (error) {
      // Ollama and llama.cpp serve no /moderations: the local safety check has already run.
      if (isSelfHosted && error instanceof OpenAI.NotFoundError) return null;
      throw error;
    }
  }

  return {
    name: 'openai',
    async answer(request: AssistantRequest): Promise<AssistantAnswer> {
      const builtIn = builtInAnswer(request);
      const { facts, ...fallback } = builtIn;
      // A quick question, a picked suggestion or a page topic has its answer already, word for word.
      if (directEntry(request)) return fallback;
      const signal = AbortSignal.timeout(config.timeoutMs);
      try {
        const inputCheck = await moderate(request.message, signal);
        if (inputCheck?.flagged) return { ...fallback, moderationConcern: concernOf(inputCheck.categories) };
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            temperature: 0.2,
            max_tokens: 400,
            messages: [
              { role: 'system', content: systemPrompt(facts.map((f) => `${f.title}: ${f.text}`)) },
              ...request.history.map((h) => ({ role: h.isAI ? ('assistant' as const) : ('user' as const), content: h.content })),
              { role: 'user', content: request.message },
            ],
          },
          { signal },
        );
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new Error('The model returned no text');
        const outputCheck = await moderate(text, signal);
        if (outputCheck?.flagged) throw new Error('The model’s answer was flagged by moderation');
        return { ...fallback, text, source: 'openai' };
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'assistant: the language model failed; the built-in answer was given');
        return { ...fallback, source: 'fallback' };
      }
    },
  };
}
